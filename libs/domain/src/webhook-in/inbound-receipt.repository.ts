/**
 * Port: the receipts of signed inbound calls by `webhook-id` (docs/webhook-in.md "Signed calls"),
 * used inside the call's transaction so the claim commits or rolls back with what the call applied.
 */
export interface InboundReceiptRepository {
  /**
   * Claims `webhookId` for this automation at `now`, kept until `expiresAt`. When another call
   * already holds it unexpired, waits for that call's transaction to end and answers its receipt
   * (the wire-form JSON it stored); `claimed` when this call is the first (or the first since the
   * earlier claim expired, or since the earlier call failed and was rolled back).
   */
  claim(
    automationId: string,
    webhookId: string,
    now: number,
    expiresAt: number,
  ): Promise<{ readonly kind: 'claimed' } | { readonly kind: 'seen'; readonly receipt: unknown }>;
  /** Stores the receipt of the call that claimed `webhookId`, in its transaction. */
  record(automationId: string, webhookId: string, receipt: unknown): Promise<void>;
}
