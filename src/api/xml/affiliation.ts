export interface Affiliation {
  recordId: number;
  recordType: string;
  recordName: string;
  label: string;
}
