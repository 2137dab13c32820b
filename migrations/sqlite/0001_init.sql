-- Server metadata. `schema_version` is checked at start: a database written by a newer Tertius
-- than this binary is refused rather than misread.
CREATE TABLE tertius_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
INSERT INTO tertius_meta (key, value) VALUES ('schema_version', '1');
