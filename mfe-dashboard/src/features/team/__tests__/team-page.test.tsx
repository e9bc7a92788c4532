import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMember, TeamResponse, TeamRole } from '@kuza/contracts';
import { aUser, api, renderPage, screenWidth } from '@kuza/testing';
import TeamMembersPage from '../../../pages/team-members-page';

const AMARA = aUser({ id: '64b000000000000000000001' });
let team: TeamResponse;

const member = (id: string, firstName: string, role: TeamRole, isYou = false): TeamMember => ({
  id,
  firstName,
  lastName: 'Test',
  name: `${firstName} Test`,
  email: `${firstName.toLowerCase()}@example.com`,
  role,
  isYou,
});

function teamAs(role: TeamRole): TeamResponse {
  return {
    workspace: { id: 'w1', name: 'SokoPay' },
    role,
    members: [
      member('1', 'Olu', 'Owner', role === 'Owner'),
      member('2', 'Ada', 'Admin', role === 'Admin'),
      member('3', 'Mo', 'Member', role === 'Member'),
      member('4', 'Zuri', 'Member'),
    ],
    invitations:
      role === 'Member'
        ? []
        : [
            {
              id: 'i1',
              email: 'new@example.com',
              role: 'Member',
              invitedAt: '2026-03-01T00:00:00Z',
              expiresAt: '2026-03-08T00:00:00Z',
            },
          ],
  };
}

/** Opens the page and waits for the team to show. */
async function open(at = '/team-members') {
  const view = renderPage(<TeamMembersPage />, { path: '/team-members', at, user: AMARA });
  await screen.findAllByText(/Olu Test/);
  return view;
}

beforeEach(() => {
  screenWidth(1280);
  team = teamAs('Owner');
  api.on<TeamResponse>('GET', '/team', () => ({ body: team }));
});

describe('the team members page', () => {
  it('shows the table with Name, Email, Role and Actions', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Members' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it('lets an Owner edit anyone but delete only Members (never an Admin or an Owner)', async () => {
    await open();
    for (const name of ['Olu Test', 'Ada Test', 'Mo Test', 'Zuri Test']) {
      expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Delete Olu Test' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ada Test' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Mo Test' })).toBeInTheDocument();
  });

  it('does not let an Admin edit or delete the Owner', async () => {
    team = teamAs('Admin');
    await open();
    expect(screen.getByRole('button', { name: 'Invite Team Member' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Olu Test' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Olu Test' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Zuri Test' })).toBeInTheDocument();
  });

  it('shows a Member the list read-only: no Invite, Edit, Delete or invitations', async () => {
    team = teamAs('Member');
    await open();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pending invitations' })).not.toBeInTheDocument();
  });

  it('invites by e-mail: required, then sent, with the server refusal under the field', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Invite Team Member' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite Team Member' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Email is required')).toBeInTheDocument();
    expect(api.sent('POST', '/team/invitations')).toHaveLength(0);

    api.on('POST', '/team/invitations', { status: 409, body: { error: 'This person is already on the team' } });
    await userEvent.type(dialog.getByLabelText('Email'), 'mo@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('This person is already on the team')).toBeInTheDocument();

    api.on('POST', '/team/invitations', ({ body }) => ({
      status: 201,
      body: { message: 'Invitation sent', invitation: { ...team.invitations[0], id: 'i2', ...(body as object) } },
    }));
    await userEvent.clear(dialog.getByLabelText('Email'));
    await userEvent.type(dialog.getByLabelText('Email'), 'new@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.com')).toBeInTheDocument();
    expect(api.sent('POST', '/team/invitations').pop()!.body).toEqual({ email: 'new@example.com' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists pending invitations with a way to withdraw them', async () => {
    api.on('DELETE', '/team/invitations/:id', { status: 204 });
    await open();
    const pending = within(screen.getByRole('list', { name: 'Pending invitations' }));
    await userEvent.click(pending.getByRole('button', { name: 'Withdraw the invitation to new@example.com' }));
    expect(await screen.findByText('Invitation to new@example.com withdrawn')).toBeInTheDocument();
    expect(api.sent('DELETE', '/team/invitations/i1')).toHaveLength(1);
  });

  it('edits a member: names and role, with the e-mail read-only', async () => {
    api.on<TeamResponse>('PUT', '/team/members/:id', { body: teamAs('Owner') });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Mo Test' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit team member' }));
    expect(dialog.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.clear(dialog.getByLabelText('First name'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('First name is required')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('First name'), 'Moses');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'Admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Moses Test was updated')).toBeInTheDocument();
    expect(api.sent('PUT', '/team/members/3')[0].body).toEqual({
      firstName: 'Moses',
      lastName: 'Test',
      email: 'mo@example.com',
      role: 'Admin',
    });
  });

  it('keeps the role fixed when an Admin edits', async () => {
    team = teamAs('Admin');
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Zuri Test' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Role')).toBeDisabled();
  });

  it('asks before deleting, then removes the member', async () => {
    api.on<TeamResponse>('DELETE', '/team/members/:id', { body: teamAs('Owner') });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Zuri Test' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove team member' }));
    expect(dialog.getByText('Zuri Test will lose access to SokoPay.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Zuri Test was removed from the team')).toBeInTheDocument();
    expect(api.sent('DELETE', '/team/members/4')).toHaveLength(1);
  });

  it('accepts the invitation in ?invite= once, says so and clears the link', async () => {
    api.on<TeamResponse>('POST', '/team/invitations/accept', { body: teamAs('Member') });
    const { location } = await open('/team-members?invite=tok123');
    expect(await screen.findByText('You joined SokoPay')).toBeInTheDocument();
    expect(api.sent('POST', '/team/invitations/accept').map((call) => call.body)).toEqual([{ token: 'tok123' }]);
    await waitFor(() => expect(location()).toBe('/team-members'));
  });

  it("shows the server's reason when the invitation cannot be accepted", async () => {
    api.on('POST', '/team/invitations/accept', {
      status: 404,
      body: { error: 'This invitation is no longer valid. Ask for a new one.' },
    });
    open('/team-members?invite=old');
    expect(await screen.findByText('This invitation is no longer valid. Ask for a new one.')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  describe('on a phone (under 600 px)', () => {
    beforeEach(() => screenWidth(390));

    const card = (name: string) =>
      screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

    it('shows each member as a card with name, e-mail and role instead of the table', async () => {
      await open();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: '4 members of SokoPay' })).toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');
      expect(cards).toHaveLength(4);
      const olu = within(card('Olu Test (you)'));
      expect(olu.getByRole('heading', { level: 3 })).toHaveTextContent('Olu Test (you)');
      expect(olu.getAllByRole('term').map((field) => field.textContent)).toEqual(['Email', 'Role']);
      expect(olu.getAllByRole('definition').map((field) => field.textContent)).toEqual(['olu@example.com', 'Owner']);
    });

    it("offers each card the row's actions under the same names, only where the role allows", async () => {
      team = teamAs('Admin');
      await open();
      expect(within(card('Olu Test')).queryAllByRole('button')).toHaveLength(0);
      expect(within(card('Ada Test (you)')).getByRole('button', { name: 'Edit Ada Test' })).toBeInTheDocument();
      expect(within(card('Ada Test (you)')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
      await userEvent.click(within(card('Zuri Test')).getByRole('button', { name: 'Delete Zuri Test' }));
      expect(screen.getByRole('dialog', { name: 'Remove team member' })).toBeInTheDocument();
    });

    it('shows a Member the cards without actions', async () => {
      team = teamAs('Member');
      await open();
      expect(within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem')).toHaveLength(4);
      expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    });

    it('keeps the table from 600 px on', async () => {
      screenWidth(600);
      await open();
      expect(screen.getByRole('table')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Team members' })).not.toBeInTheDocument();
    });
  });
});
