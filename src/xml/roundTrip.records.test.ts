import { describe, expect, it } from 'vitest';
import {
  decodeAffiliation,
  decodeAffiliationList,
  encodeAffiliation,
  encodeAffiliationList,
  type Affiliation,
} from './affiliation';
import {
  decodeCommunication,
  decodeCommunicationList,
  encodeCommunication,
  encodeCommunicationList,
} from './communication';
import {
  decodeCompany,
  decodeCompanyList,
  encodeCompany,
  encodeCompanyList,
  type Company,
} from './company';
import { decodeDeal, decodeDealList, encodeDeal, encodeDealList } from './deal';
import { decodeLocation, decodeLocationList, encodeLocation, encodeLocationList } from './location';
import { decodeComment, encodeComment } from './megaComment';
import {
  decodeParticipant,
  decodeParticipantList,
  encodeParticipant,
  encodeParticipantList,
  type Participant,
} from './participant';
import { decodePerson, decodePersonList, encodePerson, encodePersonList } from './person';
import { decodeStatusList, encodeStatusList } from './status';
import {
  decodeRecordSuperTag,
  decodeRecordSuperTagList,
  decodeSuperTagDefinition,
  decodeSuperTagDefinitionList,
  decodeSuperTagWrite,
  encodeRecordSuperTag,
  encodeRecordSuperTagList,
  encodeSuperTagDefinition,
  encodeSuperTagDefinitionList,
  encodeSuperTagWrite,
  type RecordSuperTag,
  type SuperTagDefinition,
} from './superTag';
import { decodeTag, decodeTagList, encodeTag, encodeTagList, type Tag } from './tag';
import { decodeTodo, decodeTodoList, encodeTodo, encodeTodoList } from './todo';
import { parseXml } from './tree';
import { decodeUser, decodeUserList, encodeUser, encodeUserList, type User } from './user';
import {
  sampleComments,
  sampleCommunication,
  sampleCompany,
  sampleDeal,
  sampleLocation,
  samplePerson,
  sampleTodo,
} from '../api/testing/sampleRecords';
import { roundTrip } from './testing/roundTrip';

describe('records survive encode → decode', () => {
  // Format A fields are written in the account's offset; either side of UTC must read back the same instant.
  it.each([0, -240, 330])('with the account at UTC%+d minutes', (utcOffsetMinutes) => {
    const options = { utcOffsetMinutes };
    expect(roundTrip((v) => encodeCompany(v, options), decodeCompany, sampleCompany)).toEqual(
      sampleCompany,
    );
    expect(
      roundTrip((v) => encodeCompanyList(v, options), decodeCompanyList, [
        sampleCompany,
        { ...sampleCompany, id: 9 },
      ]),
    ).toEqual([sampleCompany, { ...sampleCompany, id: 9 }]);
    expect(roundTrip((v) => encodePerson(v, options), decodePerson, samplePerson)).toEqual(
      samplePerson,
    );
    expect(
      roundTrip((v) => encodePersonList(v, options), decodePersonList, [samplePerson]),
    ).toEqual([samplePerson]);
    expect(roundTrip((v) => encodeDeal(v, options), decodeDeal, sampleDeal)).toEqual(sampleDeal);
    expect(roundTrip((v) => encodeDealList(v, options), decodeDealList, [sampleDeal])).toEqual([
      sampleDeal,
    ]);
    expect(roundTrip((v) => encodeTodo(v, options), decodeTodo, sampleTodo)).toEqual(sampleTodo);
    expect(
      roundTrip((v) => encodeTodoList(v, options), decodeTodoList, [
        sampleTodo,
        { ...sampleTodo, id: 6, dueDate: null },
      ]),
    ).toEqual([sampleTodo, { ...sampleTodo, id: 6, dueDate: null }]);
    expect(
      roundTrip((v) => encodeCommunication(v, options), decodeCommunication, sampleCommunication),
    ).toEqual(sampleCommunication);
    expect(
      roundTrip((v) => encodeCommunicationList(v, options), decodeCommunicationList, [
        sampleCommunication,
      ]),
    ).toEqual([sampleCommunication]);
    expect(roundTrip((v) => encodeComment(v, options), decodeComment, sampleComments[0]!)).toEqual(
      sampleComments[0],
    );
  });

  it('empty records and lists', () => {
    const bare: Company = {
      ...sampleCompany,
      notes: '',
      smallImage: null,
      tags: [],
      locations: [],
      megaComments: [],
    };
    expect(roundTrip(encodeCompany, decodeCompany, bare)).toEqual(bare);
    expect(roundTrip(encodeCompanyList, decodeCompanyList, [])).toEqual([]);
  });

  it('locations, participants, affiliations, tags, users, statuses', () => {
    expect(roundTrip(encodeLocation, decodeLocation, sampleLocation)).toEqual(sampleLocation);
    expect(roundTrip(encodeLocationList, decodeLocationList, [sampleLocation])).toEqual([
      sampleLocation,
    ]);
    const participant: Participant = { name: 'Jane & Co', contactId: 2, role: 'cc' };
    expect(roundTrip(encodeParticipant, decodeParticipant, participant)).toEqual(participant);
    expect(roundTrip(encodeParticipantList, decodeParticipantList, [participant])).toEqual([
      participant,
    ]);
    const affiliation: Affiliation = {
      recordId: 2,
      recordType: 'Person',
      recordName: "Jane O'Example",
      label: 'Employee',
    };
    expect(roundTrip(encodeAffiliation, decodeAffiliation, affiliation)).toEqual(affiliation);
    expect(roundTrip(encodeAffiliationList, decodeAffiliationList, [affiliation])).toEqual([
      affiliation,
    ]);
    const tag: Tag = { id: 7, name: 'money & <maker>', supertag: true };
    expect(roundTrip(encodeTag, decodeTag, tag)).toEqual(tag);
    expect(roundTrip(encodeTagList, decodeTagList, [tag])).toEqual([tag]);
    const user: User = { id: 1, name: 'Test Admin', email: 'admin@example.com' };
    expect(roundTrip(encodeUser, decodeUser, user)).toEqual(user);
    expect(roundTrip(encodeUserList, decodeUserList, [user])).toEqual([user]);
    expect(
      roundTrip(encodeStatusList, decodeStatusList, ['Failure', 'Lost', 'Pending', 'Won']),
    ).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
  });

  it('SuperTag definitions and SuperTags on records', () => {
    const definition: SuperTagDefinition = {
      name: 'work schedule',
      fields: [
        { name: 'work days', type: 'Multiple choice', options: ['Monday', 'Friday', ''], text: '' },
        { name: 'twitter name', type: 'Text', options: [], text: '' },
      ],
    };
    expect(roundTrip(encodeSuperTagDefinition, decodeSuperTagDefinition, definition)).toEqual(
      definition,
    );
    expect(
      roundTrip(encodeSuperTagDefinitionList, decodeSuperTagDefinitionList, [definition]),
    ).toEqual([definition]);
    const onRecord: RecordSuperTag = {
      id: 1948,
      name: 'work schedule',
      fields: [
        { kind: 'choices', element: 'work_days', item: 'work_day', values: ['Monday', 'Friday'] },
        { kind: 'text', element: 'twitter_name', value: '@example & co' },
      ],
    };
    expect(roundTrip(encodeRecordSuperTag, decodeRecordSuperTag, onRecord)).toEqual(onRecord);
    expect(roundTrip(encodeRecordSuperTagList, decodeRecordSuperTagList, [onRecord])).toEqual([
      onRecord,
    ]);
    const values = { 'work days': ['Monday', 'Friday'], 'twitter name': '@example, co' };
    expect(decodeSuperTagWrite(parseXml(encodeSuperTagWrite(values)), definition)).toEqual({
      values,
      problems: [],
    });
  });
});
