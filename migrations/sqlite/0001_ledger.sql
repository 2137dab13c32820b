-- Tertius decision ledger, schema version 1 (SQLite).
--
-- An append-only RFC 6962 Merkle log. Entries are opaque bytes; the ledger hashes them and never
-- reads them. Everything else is indexed metadata or data derived from the entries (nodes, heads)
-- that `ledger verify` recomputes from the entries alone.

-- Key/value facts about the database itself. `schema_version` is checked at open: a binary
-- refuses a database migrated by a newer one.
CREATE TABLE tertius_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) STRICT;

INSERT INTO tertius_meta (key, value) VALUES ('schema_version', '1');

-- One row per decision, `seq` dense from 0. The leaf hash is SHA-256(0x00 || bytes); the other
-- columns are for lookups and are not hashed.
CREATE TABLE ledger_entries (
    seq            INTEGER PRIMARY KEY CHECK (seq >= 0),
    game_id        TEXT    NOT NULL,
    -- The caller's digest of (game id, record digest, dispute): a decision is logged once.
    dedup_key      BLOB    NOT NULL UNIQUE CHECK (length(dedup_key) = 32),
    -- The client's idempotency key; NULLs do not collide.
    request_id     TEXT    UNIQUE,
    tournament     TEXT    NOT NULL DEFAULT '',
    received_at_ms INTEGER NOT NULL,
    bytes          BLOB    NOT NULL
) STRICT;

CREATE INDEX ledger_entries_by_game ON ledger_entries (game_id, seq);

-- The hash of every completed perfect subtree: node (level, idx) covers the leaves
-- [idx * 2^level, (idx + 1) * 2^level). Level 0 holds the leaf hashes. Proofs for any past size
-- read O(log n) of these rows.
CREATE TABLE ledger_nodes (
    level INTEGER NOT NULL CHECK (level BETWEEN 0 AND 63),
    idx   INTEGER NOT NULL CHECK (idx >= 0),
    hash  BLOB    NOT NULL CHECK (length(hash) = 32),
    PRIMARY KEY (level, idx)
) STRICT, WITHOUT ROWID;

-- Every tree head the log has had: the root after each append, so old roots can be served.
CREATE TABLE ledger_heads (
    size INTEGER PRIMARY KEY CHECK (size >= 0),
    root BLOB    NOT NULL CHECK (length(root) = 32)
) STRICT;

-- The empty tree's root is SHA-256 of the empty string.
INSERT INTO ledger_heads (size, root)
VALUES (0, X'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');

-- The single current-size row. Appenders take the database write lock (BEGIN IMMEDIATE) before
-- reading it, so sequence numbers stay dense across processes.
CREATE TABLE ledger_head (
    id   INTEGER PRIMARY KEY CHECK (id = 1),
    size INTEGER NOT NULL CHECK (size >= 0)
) STRICT;

INSERT INTO ledger_head (id, size) VALUES (1, 0);
