/** Where demo contacts are: US and European cities with their state/region codes, postal codes and phone prefixes. */
export interface DemoCity {
  city: string;
  state: string;
  country: string;
  /** Postal codes of this city to choose from. */
  postalCodes: readonly string[];
  streets: readonly string[];
  /** International prefix with area code; the demo appends a fictional local number. */
  phonePrefix: string;
  region: 'US' | 'EU';
}

export const DEMO_CITIES: readonly DemoCity[] = [
  { city: 'San Francisco', state: 'CA', country: 'United States', postalCodes: ['94103', '94107', '94110'], streets: ['Market Street', 'Folsom Street', 'Valencia Street'], phonePrefix: '+1 415 555', region: 'US' },
  { city: 'Austin', state: 'TX', country: 'United States', postalCodes: ['78701', '78704'], streets: ['Congress Avenue', 'South Lamar Boulevard', 'East 6th Street'], phonePrefix: '+1 512 555', region: 'US' },
  { city: 'Boston', state: 'MA', country: 'United States', postalCodes: ['02110', '02116'], streets: ['Boylston Street', 'Atlantic Avenue', 'Newbury Street'], phonePrefix: '+1 617 555', region: 'US' },
  { city: 'Seattle', state: 'WA', country: 'United States', postalCodes: ['98101', '98109'], streets: ['Pike Street', 'Westlake Avenue', 'Dexter Avenue North'], phonePrefix: '+1 206 555', region: 'US' },
  { city: 'Chicago', state: 'IL', country: 'United States', postalCodes: ['60601', '60607'], streets: ['Michigan Avenue', 'West Randolph Street', 'North Clark Street'], phonePrefix: '+1 312 555', region: 'US' },
  { city: 'Denver', state: 'CO', country: 'United States', postalCodes: ['80202', '80205'], streets: ['Larimer Street', 'Blake Street', 'Colfax Avenue'], phonePrefix: '+1 303 555', region: 'US' },
  { city: 'New York', state: 'NY', country: 'United States', postalCodes: ['10001', '10013', '10011'], streets: ['Broadway', 'Hudson Street', '7th Avenue'], phonePrefix: '+1 212 555', region: 'US' },
  { city: 'Portland', state: 'OR', country: 'United States', postalCodes: ['97204', '97209'], streets: ['SW Morrison Street', 'NW Couch Street'], phonePrefix: '+1 503 555', region: 'US' },
  { city: 'Atlanta', state: 'GA', country: 'United States', postalCodes: ['30303', '30308'], streets: ['Peachtree Street NE', 'Spring Street NW'], phonePrefix: '+1 404 555', region: 'US' },
  { city: 'Raleigh', state: 'NC', country: 'United States', postalCodes: ['27601', '27603'], streets: ['Fayetteville Street', 'Glenwood Avenue'], phonePrefix: '+1 919 555', region: 'US' },
  { city: 'Berlin', state: 'BE', country: 'Germany', postalCodes: ['10115', '10178', '10997'], streets: ['Torstraße', 'Friedrichstraße', 'Oranienstraße'], phonePrefix: '+49 30 5550', region: 'EU' },
  { city: 'Munich', state: 'BY', country: 'Germany', postalCodes: ['80331', '80469'], streets: ['Leopoldstraße', 'Sendlinger Straße'], phonePrefix: '+49 89 5550', region: 'EU' },
  { city: 'Paris', state: 'IDF', country: 'France', postalCodes: ['75002', '75011'], streets: ['Rue de Rivoli', 'Rue Oberkampf', 'Boulevard Haussmann'], phonePrefix: '+33 1 55 50', region: 'EU' },
  { city: 'Lyon', state: 'ARA', country: 'France', postalCodes: ['69002', '69007'], streets: ['Rue de la République', 'Quai Claude Bernard'], phonePrefix: '+33 4 55 50', region: 'EU' },
  { city: 'Amsterdam', state: 'NH', country: 'Netherlands', postalCodes: ['1012 AB', '1017 CE'], streets: ['Herengracht', 'Prinsengracht', 'Damrak'], phonePrefix: '+31 20 555', region: 'EU' },
  { city: 'Dublin', state: 'D', country: 'Ireland', postalCodes: ['D02 X285', 'D04 C932'], streets: ['Grafton Street', 'Baggot Street Lower'], phonePrefix: '+353 1 555', region: 'EU' },
  { city: 'Madrid', state: 'MD', country: 'Spain', postalCodes: ['28004', '28013'], streets: ['Calle Mayor', 'Gran Vía'], phonePrefix: '+34 91 555', region: 'EU' },
  { city: 'Barcelona', state: 'CT', country: 'Spain', postalCodes: ['08002', '08018'], streets: ['Carrer de Balmes', 'Passeig de Gràcia'], phonePrefix: '+34 93 555', region: 'EU' },
  { city: 'Milan', state: 'MI', country: 'Italy', postalCodes: ['20121', '20154'], streets: ['Via Torino', 'Corso Como'], phonePrefix: '+39 02 555', region: 'EU' },
  { city: 'Vienna', state: 'W', country: 'Austria', postalCodes: ['1010', '1070'], streets: ['Mariahilfer Straße', 'Kärntner Straße'], phonePrefix: '+43 1 555', region: 'EU' },
];
