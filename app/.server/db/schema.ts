import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** SQLite hands back booleans as 0/1 and timestamps and lists as text; ./values.ts makes both engines read the same. */
type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;
type Timestamp = ColumnType<Date | string, string | undefined, string>;
type JsonList = ColumnType<unknown, string, string>;
type JsonValue = ColumnType<unknown, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface CollectionsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  long_description: string;
  category: string;
  price_cents: number;
  image: string;
  gallery: JsonList;
  features: JsonList;
  customization_options: JsonList;
  related_ids: JsonList;
  is_published: Bool;
  is_featured: Bool;
  sort_order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by every admin change, so a save from a stale page is refused. */
  version: ColumnType<number, number | undefined, number>;
  /** When the designer removed a collection that has orders: out of the shop, kept for its orders. */
  archived_at: NullableTimestamp;
}

export interface PortfolioItemsTable {
  id: Generated<number>;
  title: string;
  description: string;
  image: string;
  category: string;
  created_at: Timestamp;
  version: ColumnType<number, number | undefined, number>;
}

export type TestimonialStatus = 'pending' | 'published' | 'rejected';

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  role: string;
  company: string | null;
  content: string;
  image_url: string | null;
  rating: number;
  is_featured: Bool;
  status: ColumnType<TestimonialStatus, TestimonialStatus | undefined, TestimonialStatus>;
  created_at: Timestamp;
  version: ColumnType<number, number | undefined, number>;
}

export interface SiteContentTable {
  key: string;
  value: JsonValue;
  updated_at: Timestamp;
  /** Counts the saves, so an editor opened before another save cannot overwrite it (content.ts). */
  version: ColumnType<number, number | undefined, number>;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  event_date: string | null;
  message: string;
  created_at: Timestamp;
  /** When the designer first opened it in the admin (null: unread). */
  read_at: NullableTimestamp;
  /** When the designer marked it handled, and who (an admin's e-mail). */
  handled_at: NullableTimestamp;
  handled_by: string | null;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** The end of a sender's claim (app/.server/jobs/job-queue.ts); null when unclaimed. */
  claimed_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** 0: urgent (sign-in), 1: everything else; lower goes first. */
  priority: ColumnType<number, number | undefined, number>;
  /** The order this e-mail is about (listed on the order's admin page), if any. */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** What the e-mail is, e.g. 'order-confirmation', 'studio-new-order', 'proof', 'delivery'. */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  /** The guest party it is to (an invitation, a reminder): sending it marks the party sent. */
  party_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON of headers of its own, e.g. List-Unsubscribe. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RateLimitsTable {
  key: string;
  /** Start of the counting window, milliseconds since the epoch. */
  window_start: ColumnType<string | number, number, number>;
  count: number;
}

export interface UsedFormTokensTable {
  token: string;
  used_at: Timestamp;
}

export interface Database {
  collections: CollectionsTable;
  portfolio_items: PortfolioItemsTable;
  testimonials: TestimonialsTable;
  site_content: SiteContentTable;
  app_meta: AppMetaTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  used_form_tokens: UsedFormTokensTable;
  profiles: ProfilesTable;
  verifications: VerificationsTable;
  sessions: SessionsTable;
  collection_files: CollectionFilesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payment_events: PaymentEventsTable;
  order_events: OrderEventsTable;
  proofs: ProofsTable;
  proof_files: ProofFilesTable;
  page_views: PageViewsTable;
}

export type CollectionRow = Selectable<CollectionsTable>;
export type NewCollectionRow = Insertable<CollectionsTable>;
export type PortfolioItemRow = Selectable<PortfolioItemsTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;

/* Sign-in. */

export interface ProfilesTable {
  id: Generated<number>;
  /** Trimmed and lower-cased. */
  email: string;
  name: string | null;
  is_admin: Bool;
  avatar_url: string | null;
  created_at: Timestamp;
}

/** open: may be used; used: signed someone in; superseded: a newer code was asked for; locked: too many wrong codes. */
export type VerificationStatus = 'open' | 'used' | 'superseded' | 'locked';

export interface VerificationsTable {
  id: Generated<number>;
  email: string;
  /** HMAC-SHA256 of the 6-digit code (hex). */
  code_hash: string;
  /** HMAC-SHA256 of the sign-in link's token (hex). */
  link_token_hash: string;
  status: ColumnType<VerificationStatus, VerificationStatus | undefined, VerificationStatus>;
  /** Wrong codes entered so far. */
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  /** SHA-256 of the session id (hex); the id itself is only in the visitor's cookie. */
  id_hash: string;
  profile_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
}

export type ProfileRow = Selectable<ProfilesTable>;
export type VerificationRow = Selectable<VerificationsTable>;

/* The shop. */

export type FileFormat = 'pdf' | 'jpg';

export interface CollectionFilesTable {
  id: Generated<number>;
  collection_id: number;
  /** e.g. "Save the Date"; each collection has 5 templates, each as PDF and JPG. */
  template_name: string;
  format: FileFormat;
  /** The name the buyer's download gets, e.g. "save-the-date.pdf"; unique within the collection. */
  file_name: string;
  /** Path of the file under DATA_DIR/files, with forward slashes. */
  storage_key: string;
  byte_size: number;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  /** Raised by every replacement of the file. */
  version: ColumnType<number, number | undefined, number>;
  /** When the designer uploaded the file; null for the generated one. */
  uploaded_at: NullableTimestamp;
}

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'refunded';
export type PaymentProviderName = 'test' | 'stripe';

export interface OrdersTable {
  id: Generated<number>;
  /** ORD- followed by digits, made by the server. */
  number: string;
  /** From the checkout form: a second post with the same key finds this order instead of making one. */
  idempotency_key: string;
  /** The checkout form's own key (idempotency_key hashes it with the cart and details); null for orders made elsewhere. */
  checkout_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Signed into the order's links; see docs/decisions/0010-order-link-keys.md. */
  link_key: ColumnType<string, string, never>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  provider: PaymentProviderName;
  /** Paid through the built-in test provider: no real money moved. */
  is_test: Bool;
  /** The provider's id for the payment (Stripe: the Checkout Session id). */
  provider_reference: string | null;
  /** Where the buyer pays (the test page, or Stripe's hosted page), so a repeated post goes back there. */
  checkout_url: string | null;
  /** Trimmed and lower-cased. */
  email: string;
  name: string;
  country: string;
  profile_id: number | null;
  couple_names: string;
  /** YYYY-MM-DD */
  event_date: string;
  /** HH:MM (24 h), or '' */
  event_time: ColumnType<string, string | undefined, string>;
  venue: string;
  wording: string;
  /** "Reception to follow", or '' */
  closing_line: ColumnType<string, string | undefined, string>;
  /** The other events of the wedding, a JSON list (app/lib/wedding-events.ts) */
  events: ColumnType<string, string | undefined, string>;
  notes: string;
  currency: ColumnType<string, string | undefined, string>;
  subtotal_cents: number;
  total_cents: number;
  download_count: ColumnType<number, number | undefined, number>;
  last_downloaded_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  /** A test order paid over the per-address cap on confirmation e-mails: none was queued. */
  confirmation_withheld: Bool;
  /** Where the studio is with a paid order; see app/.server/admin/. */
  fulfilment: ColumnType<Fulfilment, Fulfilment | undefined, Fulfilment>;
  version: ColumnType<number, number | undefined, number>;
  /** The proof whose files were delivered (they join the order's downloads). */
  delivered_proof_id: ColumnType<number | null, number | null | undefined, number | null>;
  delivered_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  /** The provider's refund id (Stripe: re_…), once a refund was asked for. */
  refund_reference: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A paid order's way through the studio: made, proofed (any number of rounds), approved, delivered. */
export type Fulfilment = 'awaiting' | 'in_progress' | 'proof_sent' | 'revision_requested' | 'approved' | 'delivered';

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  collection_id: number | null;
  /** Copied from the collection when the order was made. */
  title: string;
  image: string;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
}

export interface PaymentEventsTable {
  event_id: string;
  type: string;
  order_id: number | null;
  received_at: Timestamp;
}

export type CollectionFileRow = Selectable<CollectionFilesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;

/* The studio. */

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  /** What happened: a fulfilment stage reached ('in_progress', 'proof_sent', …), 'cancelled', 'refunded', 'mail_resent' … */
  kind: string;
  /** Who: an admin's e-mail, 'couple', 'system' or the payment provider's name. */
  actor: string;
  /** The couple's change request, a reason, or what was resent. */
  note: string | null;
  proof_id: number | null;
  created_at: Timestamp;
}

export type ProofStatus = 'sent' | 'approved' | 'changes_requested' | 'superseded';

export interface ProofsTable {
  id: Generated<number>;
  order_id: number;
  round: number;
  /** The designer's note to the couple. */
  note: ColumnType<string, string | undefined, string>;
  status: ColumnType<ProofStatus, ProofStatus | undefined, ProofStatus>;
  /** The couple's message with "Request changes". */
  response: string | null;
  responded_at: NullableTimestamp;
  created_by: string;
  created_at: Timestamp;
}

export type ProofFileFormat = 'pdf' | 'jpg' | 'png';

export interface ProofFilesTable {
  id: Generated<number>;
  proof_id: number;
  /** The name the couple's download gets; unique within the proof. */
  file_name: string;
  format: ProofFileFormat;
  /** Content-hash name under DATA_DIR/files. */
  storage_key: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  sort_order: ColumnType<number, number | undefined, number>;
  /** The piece of the suite it is, or null for the proof's other files. */
  piece: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PageViewsTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  path: string;
  count: number;
}

export type OrderEventRow = Selectable<OrderEventsTable>;
export type ProofRow = Selectable<ProofsTable>;
export type ProofFileRow = Selectable<ProofFilesTable>;

/* The image pipeline. */

export interface ImagesTable {
  /** sha256 of the normalised original (hex): its storage name and every page's reference. */
  hash: string;
  /** Size of the normalised original, after turning it upright. */
  width: number;
  height: number;
  byte_size: number;
  has_alpha: Bool;
  /** Where its subject is, in percent (0–100) of width and height; crops keep it in view. */
  focus_x: Generated<number>;
  focus_y: Generated<number>;
  created_at: Timestamp;
}

export interface ImageSourcesTable {
  /** A static artwork path as content names it: /images/collections/….webp */
  path: string;
  /** sha256 of that file's bytes when it was ingested: a changed file is ingested again. */
  file_sha256: string;
  image_hash: string;
  updated_at: Timestamp;
}

/** A stored file nothing referenced when the sweep last looked. */
export interface OrphanFilesTable {
  storage_key: string;
  first_seen_at: Timestamp;
}

export interface Database {
  images: ImagesTable;
  orphan_files: OrphanFilesTable;
  image_sources: ImageSourcesTable;
}

/** `storage_key` null: the designer removed it (the row stays so its version keeps rising). */
export interface CollectionSlotTemplatesTable {
  id: Generated<number>;
  collection_id: number;
  piece: 'invitation' | 'save-the-date' | 'rsvp' | 'details' | 'thank-you';
  /** The name her file was sent with, for the admin list. */
  file_name: string | null;
  /** `templates/<sha-256 of the sanitised markup>.svg`. */
  storage_key: string | null;
  /** Of the sanitised markup as stored. */
  byte_size: number | null;
  uploaded_at: NullableTimestamp;
  version: ColumnType<number, number | undefined, number>;
}

export interface Database {
  collection_slot_templates: CollectionSlotTemplatesTable;
}

/* The couple's designs rendered at payment. */

export type DesignRenderStatus = 'queued' | 'running' | 'done' | 'failed';

/** One job per paid order whose collections have slot templates, in the job queue (app/.server/jobs/). */
export interface DesignRendersTable {
  id: Generated<number>;
  order_id: number;
  status: ColumnType<DesignRenderStatus, DesignRenderStatus | undefined, DesignRenderStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a queued job is due (a retry waits here). */
  next_attempt_at: Timestamp;
  /** The end of a worker's claim ('running'); past it the job is free again. */
  claimed_until: NullableTimestamp;
  /** Lower goes first (the job queue's order, shared with the outbox). */
  priority: ColumnType<number, number | undefined, number>;
  finished_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A file a render job made: written with the job's 'done', so it always names a stored file. */
export interface DesignRenderFilesTable {
  id: Generated<number>;
  order_id: number;
  collection_id: number;
  /** invitation, save-the-date, rsvp, details, thank-you, or 'story' (the phone story). */
  piece: string;
  /** "Invitation", "Phone story": what the downloads list it under. */
  template_name: string;
  format: FileFormat;
  /** e.g. "aisha-and-nikhil-invitation.pdf"; unique within the order's collection. */
  file_name: string;
  /** Content-hash key (proofs/<sha-256>.<ext>), so sending it as a proof stores nothing twice. */
  storage_key: string;
  byte_size: number;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface Database {
  design_renders: DesignRendersTable;
  design_render_files: DesignRenderFilesTable;
}

/** The page cache's content version: one row, id 1. */
export interface ContentVersionTable {
  id: number;
  /** Raised with every write that changes a public page (app/.server/page-cache/content-version.ts). */
  version: ColumnType<number | string | bigint, number, number>;
}

export interface Database {
  content_version: ContentVersionTable;
}

/** Ids are text (the sample's names, UUIDs for new ones) because the editors' addresses name them. */
export interface FeaturedItemsTable {
  id: string;
  position: number;
  title: string;
  image: string;
  link: string;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  id: string;
  position: number;
  name: string;
  title: string;
  image: string;
  bio: string;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  featured_items: FeaturedItemsTable;
  team_members: TeamMembersTable;
}

/* The couple's invitation website (migration 0022_invitation_sites, app/.server/invitation-site/). */

type Text = ColumnType<string, string | undefined, string>;
type Version = ColumnType<number, number | undefined, number>;

export interface InvitationSitesTable {
  id: Generated<number>;
  order_id: number;
  /** The public address's last part (/i/<address>): the couple's names and four random letters. */
  address: string;
  title: string;
  welcome: Text;
  cover_image: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM-DD, the last day answers are taken (in the studio's time zone), or null. */
  rsvp_deadline: ColumnType<string | null, string | null | undefined, string | null>;
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  whatsapp_message: Text;
  version: Version;
  /** Raised by every change to the site's events (migration 0023), for the page cache's check. */
  events_version: Version;
  /** Days before the RSVP deadline that reminders go, e.g. '7,2' (migration 0025). */
  reminder_days: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SiteEventsTable {
  id: Generated<number>;
  site_id: number;
  position: number;
  name: string;
  /** YYYY-MM-DD */
  event_date: string;
  /** HH:MM in the event's time zone, or '' */
  start_time: Text;
  time_zone: Text;
  venue: Text;
  address: Text;
  map_link: Text;
  dress_code: Text;
  notes: Text;
  /** JSON of the day, time and place guests were last told, kept when one of them changes after invitations went (migration 0025); null when nothing is untold. */
  told: ColumnType<string | null, string | null | undefined, string | null>;
  version: Version;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PartiesTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  /** E.164, e.g. +919812345678 */
  phone: string;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** How many people the party is invited as: no answer may bring more. */
  ceiling: number;
  /** The personal link's secret: a new one revokes the old link. */
  token: string;
  dietary: Text;
  message: Text;
  answered_at: NullableTimestamp;
  /** Raised by every answer the guest saves (the couple's edits raise `version`). */
  reply_version: Version;
  version: Version;
  /** 'bride', 'groom' or 'both' (migration 0024), or null when not said. */
  side: ColumnType<string | null, string | null | undefined, string | null>;
  /** A group of the couple's naming ("college friends"), or ''. */
  group_name: Text;
  /** When the invitation went (migration 0025): the WhatsApp tap, or the e-mail accepted by the mail server. */
  sent_at: NullableTimestamp;
  /** 'whatsapp' or 'email': how it went first. */
  sent_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a messenger's link preview (WhatsApp's, Facebook's) first fetched the personal link. */
  delivered_at: NullableTimestamp;
  /** When a person first opened the personal link (never a preview fetcher). */
  opened_at: NullableTimestamp;
  /** The guest asked for no more e-mail from this site. */
  email_opt_out_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A guest list file read and waiting for the couple's "Import" (migration 0024, app/.server/guest-list/). */
export interface GuestImportsTable {
  id: Generated<number>;
  site_id: number;
  file_name: string;
  /** JSON: the rows to add, the rows refused and why, the likely duplicates (guest-list/import-plan.ts). */
  plan: string;
  created_at: Timestamp;
  /** Set by the import, once: a second press or a retry adds nothing. */
  imported_at: NullableTimestamp;
  added: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A reminder e-mailed to a party for one reminder day: its primary key makes it at most once. */
export interface PartyRemindersTable {
  party_id: number;
  /** YYYY-MM-DD, the day the reminder was due. */
  reminder_day: string;
  mail_id: number | null;
  created_at: Timestamp;
}

export interface PartyEventsTable {
  party_id: number;
  event_id: number;
  /** null: not answered yet. */
  attending: ColumnType<boolean | number | null, boolean | null | undefined, boolean | null>;
  people: ColumnType<number, number | undefined, number>;
}

export interface Database {
  invitation_sites: InvitationSitesTable;
  site_events: SiteEventsTable;
  parties: PartiesTable;
  party_events: PartyEventsTable;
  guest_imports: GuestImportsTable;
  party_reminders: PartyRemindersTable;
}
