import { describe, expect, it } from 'vitest';
import { decodeCommunicationWrite, encodeCommunicationWrite } from './communication';
import { decodeCompanyWrite, encodeCompanyWrite } from './company';
import { decodeDealWrite, encodeDealWrite } from './deal';
import { decodeErrorDocument, encodeErrorDocument } from './errorDocument';
import { decodeLocationWrite, encodeLocationWrite } from './location';
import { decodeCommentWrite, encodeCommentWrite } from './megaComment';
import { decodePersonWrite, encodePersonWrite } from './person';
import { decodeTagNames, encodeAddTags } from './tag';
import { decodeTodoWrite, encodeTodoWrite } from './todo';
import { parseXml } from './tree';
import { AWKWARD_TEXT, sampleLocation } from '../api/testing/sampleRecords';
import { roundTrip } from './testing/roundTrip';

describe('write bodies survive encode → decode', () => {
  it('companies and people', () => {
    const company = {
      name: 'Acme & Sons',
      notes: AWKWARD_TEXT,
      smallImage: 'https://x.example/s.png',
      largeImage: null,
    };
    expect(roundTrip(encodeCompanyWrite, decodeCompanyWrite, company)).toEqual(company);
    expect(roundTrip(encodeCompanyWrite, decodeCompanyWrite, {})).toEqual({});
    const person = {
      firstName: 'Jane',
      lastName: "O'Example",
      title: 'CTO',
      notes: AWKWARD_TEXT,
      smallImage: null,
      largeImage: 'https://x.example/l.png',
      company: 'Acme & Sons',
      companyId: null,
    };
    expect(roundTrip(encodePersonWrite, decodePersonWrite, person)).toEqual(person);
    expect(roundTrip(encodePersonWrite, decodePersonWrite, { companyId: 12 })).toEqual({
      companyId: 12,
    });
  });

  it('locations', () => {
    const { id: _id, ...location } = sampleLocation;
    expect(roundTrip(encodeLocationWrite, decodeLocationWrite, location)).toEqual(location);
    expect(
      roundTrip(encodeLocationWrite, decodeLocationWrite, { label: 'home', primary: false }),
    ).toEqual({ label: 'home', primary: false });
  });

  it('deals, to-dos, communications, comments', () => {
    const deal = {
      title: 'Big <deal>',
      description: '',
      amount: '1234.50',
      status: 'won',
      dealWithId: null,
      assignedTo: 'bob@example.com',
      assignedToId: 2,
      attachedCommunicationIds: [4],
      attachedContactIds: [1, 2],
      todoIds: [],
    };
    expect(roundTrip(encodeDealWrite, decodeDealWrite, deal)).toEqual(deal);
    expect(roundTrip(encodeDealWrite, decodeDealWrite, { dealWithId: 7 })).toEqual({
      dealWithId: 7,
    });
    const todo = {
      title: 'Call',
      description: AWKWARD_TEXT,
      dueDate: '2009-03-18T00:16:35Z',
      flagged: true,
      complete: false,
      assignedTo: 'bob@example.com',
      assignedToId: 2,
      participantIds: [1, 2],
    };
    expect(roundTrip(encodeTodoWrite, decodeTodoWrite, todo)).toEqual(todo);
    expect(roundTrip(encodeTodoWrite, decodeTodoWrite, { dueDate: null })).toEqual({
      dueDate: null,
    });
    const communication = {
      subject: 'Re: <offer>',
      body: 'Line one\nLine two',
      date: '2009-03-18T00:16:35Z',
      ctype: 'phone' as const,
    };
    expect(roundTrip(encodeCommunicationWrite, decodeCommunicationWrite, communication)).toEqual(
      communication,
    );
    expect(roundTrip(encodeCommentWrite, decodeCommentWrite, { comment: AWKWARD_TEXT })).toEqual({
      comment: AWKWARD_TEXT,
    });
  });

  it('tag names and error documents', () => {
    expect(decodeTagNames(parseXml(encodeAddTags(['chess, go', 'golf', 'Ünïcode & co'])))).toEqual([
      'chess, go',
      'golf',
      'Ünïcode & co',
    ]);
    expect(decodeTagNames(parseXml(encodeAddTags(['solo'])))).toEqual(['solo']);
    expect(
      decodeErrorDocument(encodeErrorDocument(["Name can't be blank", 'Status is <unknown>'])),
    ).toEqual(["Name can't be blank", 'Status is <unknown>']);
  });
});
