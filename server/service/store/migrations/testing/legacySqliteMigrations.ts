/**
 * FROZEN COPY, for tests only: the SQLite schema history before `migrations/` (one SQL text per
 * migration, `PRAGMA user_version` counting them). Tests build legacy databases with it and prove
 * the new runner adopts them. Never change it.
 */
export const LEGACY_SQLITE_MIGRATIONS: readonly string[] = [
  /* 1: base schema */ `
  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    utc_offset_minutes INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    token_hash BLOB NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX users_account_email ON users(account_id, email COLLATE NOCASE);

  CREATE TABLE deal_statuses (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (account_id, name COLLATE NOCASE)
  );

  -- People and companies share one id space: participants, deals and affiliations refer to a
  -- "contact" by id without saying which kind it is.
  CREATE TABLE contacts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('person', 'company')),
    name TEXT NOT NULL DEFAULT '',
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    small_image TEXT,
    large_image TEXT,
    company_id INTEGER REFERENCES contacts(id) ON DELETE SET NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX contacts_by_kind ON contacts(account_id, kind, id);
  CREATE INDEX contacts_by_name ON contacts(account_id, kind, name COLLATE NOCASE);
  CREATE INDEX contacts_by_updated ON contacts(account_id, kind, updated_at);
  CREATE INDEX contacts_by_company ON contacts(company_id);

  CREATE TABLE locations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    contact_id INTEGER NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
    label TEXT NOT NULL,
    is_primary INTEGER NOT NULL DEFAULT 0,
    email TEXT NOT NULL DEFAULT '',
    website TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    cell TEXT NOT NULL DEFAULT '',
    fax TEXT NOT NULL DEFAULT '',
    street_1 TEXT NOT NULL DEFAULT '',
    street_2 TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL DEFAULT '',
    postal_code TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL DEFAULT '',
    UNIQUE (contact_id, label)
  );
  CREATE INDEX locations_by_email ON locations(account_id, email COLLATE NOCASE);
  CREATE INDEX locations_by_state ON locations(account_id, state COLLATE NOCASE);

  CREATE TABLE deals (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    deal_with_id INTEGER REFERENCES contacts(id) ON DELETE SET NULL,
    status TEXT NOT NULL,
    assigned_to_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    amount_cents INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX deals_by_id ON deals(account_id, id);
  CREATE INDEX deals_by_status ON deals(account_id, status, id);
  CREATE INDEX deals_by_assignee ON deals(account_id, assigned_to_id, id);
  CREATE INDEX deals_by_updated ON deals(account_id, updated_at);
  CREATE INDEX deals_by_contact ON deals(deal_with_id);
  CREATE TABLE deal_contacts (
    deal_id INTEGER NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
    contact_id INTEGER NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
    PRIMARY KEY (deal_id, contact_id)
  );
  CREATE INDEX deal_contacts_by_contact ON deal_contacts(contact_id);

  CREATE TABLE todos (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    due_at INTEGER,
    flagged INTEGER NOT NULL DEFAULT 0,
    complete INTEGER NOT NULL DEFAULT 0,
    assigned_by_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    assigned_to_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX todos_by_assignee ON todos(account_id, assigned_to_id, id);
  CREATE INDEX todos_by_updated ON todos(account_id, updated_at);
  CREATE TABLE todo_contacts (
    todo_id INTEGER NOT NULL REFERENCES todos(id) ON DELETE CASCADE,
    contact_id INTEGER NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
    PRIMARY KEY (todo_id, contact_id)
  );
  CREATE INDEX todo_contacts_by_contact ON todo_contacts(contact_id);
  CREATE TABLE deal_todos (
    deal_id INTEGER NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
    todo_id INTEGER NOT NULL REFERENCES todos(id) ON DELETE CASCADE,
    PRIMARY KEY (deal_id, todo_id)
  );
  CREATE INDEX deal_todos_by_todo ON deal_todos(todo_id);

  CREATE TABLE communications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    subject TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL DEFAULT '',
    date_at INTEGER,
    ctype TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX communications_by_id ON communications(account_id, id);
  CREATE INDEX communications_by_type ON communications(account_id, ctype, id);
  CREATE INDEX communications_by_updated ON communications(account_id, updated_at);
  CREATE INDEX communications_by_created ON communications(account_id, created_at);
  CREATE TABLE participants (
    communication_id INTEGER NOT NULL REFERENCES communications(id) ON DELETE CASCADE,
    contact_id INTEGER NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('from', 'to', 'cc', 'bcc')),
    PRIMARY KEY (communication_id, contact_id, role)
  );
  CREATE INDEX participants_by_contact ON participants(contact_id);
  CREATE TABLE deal_communications (
    deal_id INTEGER NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
    communication_id INTEGER NOT NULL REFERENCES communications(id) ON DELETE CASCADE,
    PRIMARY KEY (deal_id, communication_id)
  );
  CREATE INDEX deal_communications_by_communication ON deal_communications(communication_id);

  -- Tag names are unique per account, compared without case ("VIP" and "vip" are one tag).
  CREATE TABLE tags (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    is_supertag INTEGER NOT NULL DEFAULT 0,
    UNIQUE (account_id, name COLLATE NOCASE)
  );
  CREATE TABLE taggings (
    tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    record_kind TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (tag_id, record_kind, record_id)
  );
  CREATE INDEX taggings_by_record ON taggings(record_kind, record_id);
  CREATE TABLE super_tag_fields (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    options TEXT NOT NULL DEFAULT '[]',
    text TEXT NOT NULL DEFAULT '',
    UNIQUE (tag_id, name)
  );
  -- value: JSON, a string for a text field, an array of strings for a multiple-choice field.
  CREATE TABLE super_tag_values (
    field_id INTEGER NOT NULL REFERENCES super_tag_fields(id) ON DELETE CASCADE,
    record_kind TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (field_id, record_kind, record_id)
  );
  CREATE INDEX super_tag_values_by_record ON super_tag_values(record_kind, record_id);

  CREATE TABLE comments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    record_kind TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    author_name TEXT NOT NULL,
    comment TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX comments_by_record ON comments(record_kind, record_id, id);

  -- Tags, SuperTag values and comments hang off records of five kinds without a foreign key;
  -- these triggers remove them with their record.
  CREATE TRIGGER contacts_cleanup AFTER DELETE ON contacts BEGIN
    DELETE FROM taggings WHERE record_kind = OLD.kind AND record_id = OLD.id;
    DELETE FROM super_tag_values WHERE record_kind = OLD.kind AND record_id = OLD.id;
    DELETE FROM comments WHERE record_kind = OLD.kind AND record_id = OLD.id;
  END;
  CREATE TRIGGER deals_cleanup AFTER DELETE ON deals BEGIN
    DELETE FROM taggings WHERE record_kind = 'deal' AND record_id = OLD.id;
    DELETE FROM super_tag_values WHERE record_kind = 'deal' AND record_id = OLD.id;
    DELETE FROM comments WHERE record_kind = 'deal' AND record_id = OLD.id;
  END;
  CREATE TRIGGER todos_cleanup AFTER DELETE ON todos BEGIN
    DELETE FROM taggings WHERE record_kind = 'todo' AND record_id = OLD.id;
    DELETE FROM comments WHERE record_kind = 'todo' AND record_id = OLD.id;
  END;
  CREATE TRIGGER communications_cleanup AFTER DELETE ON communications BEGIN
    DELETE FROM taggings WHERE record_kind = 'communication' AND record_id = OLD.id;
    DELETE FROM comments WHERE record_kind = 'communication' AND record_id = OLD.id;
  END;
  `,
  /* 2: substring search of contact names and location e-mails */ `
  -- Trigram indexes: a name or e-mail "contains" query of 3 or more characters becomes an index
  -- lookup instead of a scan of every contact of the account. Contentless (the text lives in
  -- contacts and locations); contentless_delete lets the triggers remove rows by rowid alone.
  -- A person is indexed by "first last", so first, last and full name all match.
  CREATE VIRTUAL TABLE contact_name_search USING fts5(name, tokenize = 'trigram', content = '', contentless_delete = 1);
  CREATE VIRTUAL TABLE location_email_search USING fts5(email, tokenize = 'trigram', content = '', contentless_delete = 1);
  INSERT INTO contact_name_search(rowid, name)
    SELECT id, CASE kind WHEN 'person' THEN first_name || ' ' || last_name ELSE name END FROM contacts;
  INSERT INTO location_email_search(rowid, email) SELECT id, email FROM locations;

  CREATE TRIGGER contact_name_search_insert AFTER INSERT ON contacts BEGIN
    INSERT INTO contact_name_search(rowid, name)
      VALUES (NEW.id, CASE NEW.kind WHEN 'person' THEN NEW.first_name || ' ' || NEW.last_name ELSE NEW.name END);
  END;
  CREATE TRIGGER contact_name_search_update AFTER UPDATE OF kind, name, first_name, last_name ON contacts BEGIN
    DELETE FROM contact_name_search WHERE rowid = OLD.id;
    INSERT INTO contact_name_search(rowid, name)
      VALUES (NEW.id, CASE NEW.kind WHEN 'person' THEN NEW.first_name || ' ' || NEW.last_name ELSE NEW.name END);
  END;
  CREATE TRIGGER contact_name_search_delete AFTER DELETE ON contacts BEGIN
    DELETE FROM contact_name_search WHERE rowid = OLD.id;
  END;

  CREATE TRIGGER location_email_search_insert AFTER INSERT ON locations BEGIN
    INSERT INTO location_email_search(rowid, email) VALUES (NEW.id, NEW.email);
  END;
  CREATE TRIGGER location_email_search_update AFTER UPDATE OF email ON locations BEGIN
    DELETE FROM location_email_search WHERE rowid = OLD.id;
    INSERT INTO location_email_search(rowid, email) VALUES (NEW.id, NEW.email);
  END;
  CREATE TRIGGER location_email_search_delete AFTER DELETE ON locations BEGIN
    DELETE FROM location_email_search WHERE rowid = OLD.id;
  END;
  `,
  /* 3: indexes for sorted lists (the sort extension) */ `
  -- A sorted page walks an index in the sort's order and stops after the page, instead of
  -- sorting every contact of the account. Every SQLite index ends with the rowid (= id), so
  -- (…, key) already orders ties by id: the existing contacts_by_name and contacts_by_updated
  -- serve name (a person's name column is the full name) and updated_at; these two add
  -- created_at and a person's last_name (then first name). A descending sort walks the
  -- index backwards and sorts only each run of equal keys by id.
  CREATE INDEX contacts_by_created ON contacts(account_id, kind, created_at);
  CREATE INDEX contacts_by_last_name ON contacts(account_id, kind, last_name COLLATE NOCASE, first_name COLLATE NOCASE);
  `,
  /* 4: substring search of deal titles (the title extension) */ `
  -- As migration 2 for contact names: a title "contains" query of 3 or more characters looks its
  -- candidates up by trigram instead of reading every deal of the account; the search still
  -- checks each candidate with LIKE, whose folding (ASCII letters only) is the one both stores share.
  CREATE VIRTUAL TABLE deal_title_search USING fts5(title, tokenize = 'trigram', content = '', contentless_delete = 1);
  INSERT INTO deal_title_search(rowid, title) SELECT id, title FROM deals;

  CREATE TRIGGER deal_title_search_insert AFTER INSERT ON deals BEGIN
    INSERT INTO deal_title_search(rowid, title) VALUES (NEW.id, NEW.title);
  END;
  CREATE TRIGGER deal_title_search_update AFTER UPDATE OF title ON deals BEGIN
    DELETE FROM deal_title_search WHERE rowid = OLD.id;
    INSERT INTO deal_title_search(rowid, title) VALUES (NEW.id, NEW.title);
  END;
  CREATE TRIGGER deal_title_search_delete AFTER DELETE ON deals BEGIN
    DELETE FROM deal_title_search WHERE rowid = OLD.id;
  END;
  `,
];
