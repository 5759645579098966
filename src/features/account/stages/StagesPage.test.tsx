// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { basicAuthorization } from '#server/http/basicAuth';
import { createApiClient } from '#api/client/client';
import { decodeDeal } from '#xml/deal';
import { decodeStageList } from '#xml/dealStage';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { StagesPage } from './StagesPage';
import { switchLanguage } from '#i18n/switchLanguage';

/** The Deal stages screen against the real service, each change read back through the API. */
let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(async () => {
  cleanup();
  await service.close();
});

function renderPage(token = service.token) {
  const apiClient = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(token) },
  });
  return renderWithApp(<StagesPage />, { url: '/stages', apiClient });
}

const stages = async () =>
  decodeStageList((await service.request('GET', '/service/deals/stages.xml')).xml!);

async function newDeal(status: string): Promise<string> {
  const res = await service.request('POST', '/service/deals.xml', {
    body: `<deal><title>A deal</title><status>${status}</status></deal>`,
  });
  return /\/deals\/(\d+)\.xml$/.exec(String(res.headers['location']))![1]!;
}

describe('Deal stages settings', () => {
  it('adds, renames and retires stages in one save; renamed deals follow', async () => {
    const user = userEvent.setup();
    const id = await newDeal('pending');
    renderPage();
    const list = await screen.findByRole('list', { name: 'Stages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('1 deal')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    const added = screen.getByRole('textbox', { name: 'Name of stage 5' });
    expect(added).toHaveFocus();
    await user.type(added, 'Qualified');
    const pending = screen.getByRole('textbox', { name: 'Name of stage 3' });
    await user.clear(pending);
    await user.type(pending, 'Open');
    expect(screen.getByText('Was Pending')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Stage 1 retired' }));
    await user.click(screen.getByRole('button', { name: 'Move stage 5 up' }));
    await user.click(screen.getByRole('button', { name: 'Save stages' }));

    await waitFor(() =>
      expect(screen.getByTestId('stages-notice')).toHaveTextContent('Stages saved.'),
    );
    expect((await stages()).map((s) => [s.name, s.kind, s.retired])).toEqual([
      ['Failure', 'lost', true],
      ['Lost', 'lost', false],
      ['Open', 'open', false],
      ['Qualified', 'open', false],
      ['Won', 'won', false],
    ]);
    const deal = await service.request('GET', `/service/deals/${id}.xml`);
    expect(decodeDeal(deal.xml!).status).toBe('open');
  }, 90_000);

  it('says why a list is refused, and changes nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add stage' }));
    await user.click(screen.getByRole('button', { name: 'Save stages' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The stages were not saved');
    expect(alert).toHaveTextContent("A stage's name can't be blank");
    expect((await stages()).map((s) => s.name)).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
  });

  it('says why in German before sending anything: a blank name, a name listed twice', async () => {
    await switchLanguage('de');
    try {
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Phase hinzufügen' }));
      await user.click(screen.getByRole('button', { name: 'Phasen speichern' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Die Phasen wurden nicht gespeichert');
      expect(alert).toHaveTextContent('Der Name einer Phase darf nicht leer sein');
      await user.type(screen.getByRole('textbox', { name: 'Name der Phase 5' }), 'won');
      await user.click(screen.getByRole('button', { name: 'Phasen speichern' }));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Die Phase „won“ steht zweimal in der Liste',
        ),
      );
      expect((await stages()).map((s) => s.name)).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
    } finally {
      await switchLanguage('en');
    }
  });

  it("offers to move a retired stage's deals, and moves them", async () => {
    const user = userEvent.setup();
    const id = await newDeal('failure');
    await service.request('PUT', '/service/account/stages.xml', {
      body: '<stages><stage><name>Failure</name><kind>lost</kind><retired>true</retired></stage><stage><name>Lost</name><kind>lost</kind></stage><stage><name>Pending</name></stage><stage><name>Won</name><kind>won</kind></stage></stages>',
    });
    renderPage();
    await screen.findByText('Deals in retired stage Failure');
    expect(screen.getAllByLabelText('Move the deals of Failure to')[0]).toHaveValue('Lost');
    await user.click(screen.getByRole('button', { name: 'Move deals' }));
    await waitFor(() =>
      expect(screen.getByTestId('stages-notice')).toHaveTextContent(
        '1 deal moved from Failure to Lost.',
      ),
    );
    const deal = await service.request('GET', `/service/deals/${id}.xml`);
    expect(decodeDeal(deal.xml!).status).toBe('lost');
    expect(screen.queryByText('Deals in retired stage Failure')).not.toBeInTheDocument();
  });

  it('shows a member why the screen is not offered', async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    renderPage(bob.token);
    expect(await screen.findByText('For administrators only')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stages' })).not.toBeInTheDocument();
  });
});
