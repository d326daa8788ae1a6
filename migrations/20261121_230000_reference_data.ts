import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Reference data (HS 2022, India HSN, US HTS, countries) in its own schema, outside Payload's collections.
 * `npm run data:import` fills these tables; the pages read them through src/features/reference-data.
 *
 * Search: every searchable table carries a generated tsvector (configuration reference.english_unaccent:
 * english stemming, accents folded when the unaccent extension exists) under a GIN index; codes have
 * text_pattern_ops indexes for prefix search; typo tolerance goes through `search_terms`, the words of the
 * descriptions under a trigram GIN index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS reference;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;

  -- unaccent is optional: without it, accents are simply kept. english_unaccent is the english configuration
  -- (stemming, stop words) with accents folded first; fold_text lower-cases and folds accents the same way for
  -- the vocabulary used by typo correction (IMMUTABLE, dictionary named, so generated columns may use it).
  CREATE TEXT SEARCH CONFIGURATION reference.english_unaccent (COPY = pg_catalog.english);
  DO $$
  DECLARE unaccent_schema text;
  BEGIN
    IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'unaccent') THEN
      CREATE EXTENSION IF NOT EXISTS unaccent;
    END IF;
    SELECT n.nspname INTO unaccent_schema
      FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent';
    IF unaccent_schema IS NULL THEN
      CREATE FUNCTION reference.fold_text(input text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE RETURN lower(input);
    ELSE
      EXECUTE format(
        'ALTER TEXT SEARCH CONFIGURATION reference.english_unaccent ALTER MAPPING FOR hword, hword_part, word '
        'WITH %I.unaccent, english_stem', unaccent_schema);
      EXECUTE format(
        'CREATE FUNCTION reference.fold_text(input text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE '
        'RETURN lower(%I.unaccent(%L::regdictionary, input))', unaccent_schema, unaccent_schema || '.unaccent');
    END IF;
  END $$;

  -- Weight A: the row's own description; weight B: the text of its ancestors (and other context).
  CREATE FUNCTION reference.document_vector(main text, context text[]) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN setweight(to_tsvector('reference.english_unaccent'::regconfig, coalesce(main, '')), 'A')
        || setweight(to_tsvector('reference.english_unaccent'::regconfig, coalesce(array_to_string(context, ' '), '')), 'B');

  CREATE TABLE reference.dataset_versions (
    dataset text PRIMARY KEY,
    version_label text NOT NULL,
    source text NOT NULL,
    source_url text NOT NULL,
    imported_at timestamptz NOT NULL,
    row_counts jsonb NOT NULL,
    skipped_rows integer NOT NULL,
    checksum text NOT NULL,
    files jsonb NOT NULL,
    importer_version integer NOT NULL
  );

  CREATE TABLE reference.hs_sections (
    id text PRIMARY KEY,
    position smallint NOT NULL UNIQUE,
    name text NOT NULL
  );

  -- WCO HS 2022 nomenclature: chapters (2 digits), headings (4) and subheadings (6).
  CREATE TABLE reference.hs_codes (
    code text PRIMARY KEY CHECK (code ~ '^[0-9]{2}([0-9]{2}){0,2}$'),
    digits smallint GENERATED ALWAYS AS (length(code)) STORED,
    section_id text NOT NULL REFERENCES reference.hs_sections (id),
    parent_code text REFERENCES reference.hs_codes (code),
    description text NOT NULL
  );
  CREATE INDEX hs_codes_parent_idx ON reference.hs_codes (parent_code);
  CREATE INDEX hs_codes_section_idx ON reference.hs_codes (section_id, code);

  -- India's HSN list (GST portal). code is the repaired code: 2/4/6/8 digits, or 5/7 for rows that had lost
  -- their leading zero (grouping lines such as "0203 1-", kept out of navigation and search);
  -- published_code is the code as the source wrote it.
  CREATE TABLE reference.hsn_codes (
    code text PRIMARY KEY CHECK (code ~ '^[0-9]{2,8}$'),
    published_code text NOT NULL UNIQUE,
    digits smallint GENERATED ALWAYS AS (length(code)) STORED,
    chapter text GENERATED ALWAYS AS (left(code, 2)) STORED,
    parent_code text REFERENCES reference.hsn_codes (code),
    description text NOT NULL,
    search_context text[] NOT NULL DEFAULT '{}',
    is_legacy boolean NOT NULL DEFAULT false,
    is_repaired boolean NOT NULL DEFAULT false,
    excluded_from_navigation boolean NOT NULL DEFAULT false,
    search_vector tsvector GENERATED ALWAYS AS (reference.document_vector(description, search_context)) STORED
  );
  CREATE INDEX hsn_codes_code_prefix_idx ON reference.hsn_codes (code text_pattern_ops);
  CREATE INDEX hsn_codes_parent_idx ON reference.hsn_codes (parent_code);
  CREATE INDEX hsn_codes_chapter_idx ON reference.hsn_codes (chapter, code);
  CREATE INDEX hsn_codes_search_idx ON reference.hsn_codes USING gin (search_vector);

  -- US HTS lines in schedule order; id is the line's position in the published file. Indent-only text lines
  -- ("Horses:") have no number. path holds the descriptions of the ancestors, root first.
  CREATE TABLE reference.hts_lines (
    id integer PRIMARY KEY,
    parent_id integer REFERENCES reference.hts_lines (id),
    hts_number text UNIQUE,
    hts_digits text UNIQUE CHECK (hts_digits ~ '^[0-9]{4}([0-9]{2}){0,3}$'),
    stat_suffix text,
    indent smallint NOT NULL CHECK (indent >= 0),
    chapter text NOT NULL,
    description text NOT NULL,
    path text[] NOT NULL DEFAULT '{}',
    units text[] NOT NULL DEFAULT '{}',
    general_rate text,
    special_rate text,
    column2_rate text,
    rates_inherited boolean NOT NULL DEFAULT false,
    quota_quantity text,
    additional_duties text,
    footnotes text[] NOT NULL DEFAULT '{}',
    chapter99_refs text[] NOT NULL DEFAULT '{}',
    search_vector tsvector GENERATED ALWAYS AS (reference.document_vector(description, path)) STORED
  );
  CREATE INDEX hts_lines_digits_prefix_idx ON reference.hts_lines (hts_digits text_pattern_ops) WHERE hts_digits IS NOT NULL;
  CREATE INDEX hts_lines_parent_idx ON reference.hts_lines (parent_id);
  CREATE INDEX hts_lines_search_idx ON reference.hts_lines USING gin (search_vector);
  CREATE INDEX hts_lines_chapter99_refs_idx ON reference.hts_lines USING gin (chapter99_refs);

  CREATE TABLE reference.countries (
    iso2 text PRIMARY KEY CHECK (iso2 ~ '^[A-Z]{2}$'),
    iso3 text NOT NULL UNIQUE CHECK (iso3 ~ '^[A-Z]{3}$'),
    iso_numeric text NOT NULL CHECK (iso_numeric ~ '^[0-9]{3}$'),
    name text NOT NULL,
    official_name text,
    dial_codes text[] NOT NULL DEFAULT '{}',
    currency_code text,
    currency_name text,
    region text,
    sub_region text,
    continent text,
    capital text,
    tld text,
    is_independent boolean NOT NULL,
    sovereignty text
  );

  -- The words of each dataset's descriptions, for correcting misspelt query words by trigram similarity.
  CREATE TABLE reference.search_terms (
    dataset text NOT NULL,
    term text NOT NULL,
    stem text NOT NULL,
    doc_count integer NOT NULL,
    PRIMARY KEY (dataset, term)
  );
  CREATE INDEX search_terms_stem_idx ON reference.search_terms (dataset, stem);
  CREATE INDEX search_terms_trgm_idx ON reference.search_terms USING gin (term gin_trgm_ops);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The extensions stay: other schemas may use them.
  await db.execute(sql`DROP SCHEMA IF EXISTS reference CASCADE;`)
}
