/**
 * The demo companies: name, the industry they are in (a value of the "Customer profile" SuperTag)
 * and where they are based.
 */
export const DEMO_COMPANIES: readonly { name: string; industry: string; region: 'US' | 'EU' }[] = [
  { name: 'Northwind Traders', industry: 'Retail', region: 'US' },
  { name: 'Bluebird Software', industry: 'Software', region: 'US' },
  { name: 'Harbor Logistics', industry: 'Logistics', region: 'US' },
  { name: 'Cedar & Stone Manufacturing', industry: 'Manufacturing', region: 'US' },
  { name: 'Greenleaf Health', industry: 'Health care', region: 'US' },
  { name: 'Summit Analytics', industry: 'Software', region: 'US' },
  { name: 'Redwood Outfitters', industry: 'Retail', region: 'US' },
  { name: 'Ironclad Tools', industry: 'Manufacturing', region: 'US' },
  { name: 'Lumen Energy', industry: 'Energy', region: 'US' },
  { name: 'Brightpath Learning', industry: 'Education', region: 'US' },
  { name: 'Copperline Finance', industry: 'Finance', region: 'US' },
  { name: 'Atlas Freight', industry: 'Logistics', region: 'US' },
  { name: 'Pinecrest Clinics', industry: 'Health care', region: 'US' },
  { name: 'Quartz Systems', industry: 'Software', region: 'US' },
  { name: 'Maple Street Bakery', industry: 'Retail', region: 'US' },
  { name: 'Vector Robotics', industry: 'Manufacturing', region: 'US' },
  { name: 'Solstice Solar', industry: 'Energy', region: 'US' },
  { name: 'Kestrel Capital', industry: 'Finance', region: 'US' },
  { name: 'Oakridge Academy', industry: 'Education', region: 'US' },
  { name: 'Tidewater Marine', industry: 'Logistics', region: 'US' },
  { name: 'Nordlicht Software GmbH', industry: 'Software', region: 'EU' },
  { name: 'Brauhaus Maschinenbau AG', industry: 'Manufacturing', region: 'EU' },
  { name: 'Atelier Lumière SARL', industry: 'Retail', region: 'EU' },
  { name: 'Santé Plus', industry: 'Health care', region: 'EU' },
  { name: 'Van Dijk Logistiek B.V.', industry: 'Logistics', region: 'EU' },
  { name: 'Liffey Data Ltd', industry: 'Software', region: 'EU' },
  { name: 'Sol y Mar Hoteles', industry: 'Retail', region: 'EU' },
  { name: 'Catalunya Energia', industry: 'Energy', region: 'EU' },
  { name: 'Officine Rossi S.p.A.', industry: 'Manufacturing', region: 'EU' },
  { name: 'Donau Versicherung', industry: 'Finance', region: 'EU' },
  { name: 'Polaris Medical Devices', industry: 'Health care', region: 'US' },
  { name: 'Granite Peak Outdoors', industry: 'Retail', region: 'US' },
  { name: 'Silverline Networks', industry: 'Software', region: 'US' },
  { name: 'Prairie Foods Co-op', industry: 'Retail', region: 'US' },
  { name: 'Keystone Engineering', industry: 'Manufacturing', region: 'US' },
  { name: 'Evergreen Pharmacy', industry: 'Health care', region: 'US' },
  { name: 'Horizon Wind Partners', industry: 'Energy', region: 'US' },
  { name: 'Beacon Tutoring', industry: 'Education', region: 'US' },
  { name: 'Meridian Payments', industry: 'Finance', region: 'US' },
  { name: 'Falcon Couriers', industry: 'Logistics', region: 'US' },
];

export const DEMO_FIRST_NAMES: readonly string[] = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Sophia', 'Mateo', 'Isabella', 'Ethan',
  'Mia', 'James', 'Amelia', 'Benjamin', 'Harper', 'Elijah', 'Chloé', 'Jonas', 'Lena', 'Luca',
  'Giulia', 'Sven', 'Ingrid', 'Pablo', 'Lucía', 'Aoife', 'Cian', 'Priya', 'Rahul', 'Mei',
  'Daniel', 'Grace', 'Samuel', 'Zoe', 'Omar', 'Fatima', 'Hugo', 'Camille', 'Felix', 'Marta',
];

export const DEMO_LAST_NAMES: readonly string[] = [
  'Anderson', 'Brooks', 'Chen', 'Delgado', 'Evans', 'Fischer', 'García', 'Hughes', 'Ivanova', 'Jensen',
  'Kowalski', 'Larsen', 'Martin', 'Nguyen', "O'Brien", 'Patel', 'Quinn', 'Rossi', 'Schneider', 'Tanaka',
  'Underwood', 'Vasquez', 'Weber', 'Young', 'Zimmermann', 'Dubois', 'Moreau', 'Bakker', 'de Vries', 'Murphy',
];

export const DEMO_TITLES: readonly string[] = [
  'Chief Executive Officer', 'Chief Technology Officer', 'VP of Sales', 'Head of Procurement', 'Operations Manager',
  'Purchasing Agent', 'IT Director', 'Marketing Manager', 'Office Manager', 'Finance Director',
  'Product Manager', 'Account Executive', 'Customer Success Lead', 'Plant Manager', 'Head of Partnerships',
];
