import { Webhook } from 'standardwebhooks';
import { formatAutomationSecret, standardWebhookHeaders } from '@deal/domain';
import { HmacWebhookSigner } from './hmac-webhook-signer';
import { RandomAutomationSecretIssuer } from './random-automation-secret-issuer';

describe('HmacWebhookSigner', () => {
  const signer = new HmacWebhookSigner();
  const body = JSON.stringify({ event: 'service_deal_updated', deal: { id: 'deal_1' } });

  it("signs so that the standardwebhooks package's default verifier accepts it", () => {
    const secret = new RandomAutomationSecretIssuer().issue('signing_secret');
    const now = Date.now();
    const headers = standardWebhookHeaders({ id: 'dlv_1', now, body, secrets: [secret] }, signer);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('keys the HMAC with the base64-decoded bytes, as the specification example does', () => {
    // The example of the Standard Webhooks specification (its README's "Signature scheme").
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const content = 'msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.{"test": 2432232314}';
    expect(signer.sign(secret, content)).toBe('g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('refuses a value that is not a signing secret rather than sign with it', () => {
    const header = formatAutomationSecret('webhook_secret', new Uint8Array(32));
    expect(() => signer.sign(header, 'x')).toThrow('a signing secret starts with whsec_');
  });
});
