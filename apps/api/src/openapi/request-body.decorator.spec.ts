import { ENABLE_ENDPOINT_REQUEST_RULES, INVITE_REQUEST_RULES } from '@deal/domain';
import { describedSchema, type FieldDocs } from './request-body.decorator';

describe('describedSchema', () => {
  it("is the domain's schema of the body, each field with the API's words", () => {
    expect(
      describedSchema(INVITE_REQUEST_RULES, {
        email: { description: 'Who may accept.', example: 'ada@example.com' },
        role: 'The role the invitee gets.',
      }),
    ).toEqual({
      type: 'object',
      properties: {
        email: { type: 'string', maxLength: 320, description: 'Who may accept.', example: 'ada@example.com' },
        role: {
          type: 'string',
          enum: ['owner', 'admin', 'member'],
          description: 'The role the invitee gets.',
        },
      },
      required: ['email', 'role'],
      additionalProperties: false,
    });
  });

  it('takes a default the use case applies', () => {
    expect(
      describedSchema(ENABLE_ENDPOINT_REQUEST_RULES, {
        redeliver_held: { description: 'Queue them again.', default: false },
      }).properties,
    ).toEqual({
      redeliver_held: { type: 'boolean', nullable: true, description: 'Queue them again.', default: false },
    });
  });

  it('needs words for every field, and for no other (checked when the project compiles)', () => {
    // @ts-expect-error -- `role` has no description
    const missing: FieldDocs<typeof INVITE_REQUEST_RULES> = { email: 'Who may accept.' };
    const extra: FieldDocs<typeof INVITE_REQUEST_RULES> = {
      email: 'Who may accept.',
      role: 'The role.',
      // @ts-expect-error -- the rules have no `colour`
      colour: 'red',
    };
    expect([missing, extra]).toHaveLength(2);
  });
});
