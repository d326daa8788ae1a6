import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The shipment estimate's reference data, beside the HS data in the `reference` schema (see
 * 20261121_230000_reference_data): UN/LOCODE seaports, container specifications, published transit times and
 * emission factors. `npm run data:import` fills them (npm start imports the datasets a database never had);
 * src/features/shipping reads them. Rate cards are not here: staff edit them in the admin (collection rate-cards).
 *
 * Port search: `search_text` is the name, its ASCII spelling and the alternative names, lower-cased with accents
 * folded (reference.fold_text) under a trigram GIN index, for substring, prefix and similarity matches typed in
 * any case and with or without accents ("lazaro" finds "Lázaro Cárdenas"); codes have a text_pattern_ops index
 * for prefix search ("INN" finds INNSA).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION reference.port_search_text(name text, name_ascii text, alternative_names text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN reference.fold_text(concat_ws(' ', name, name_ascii, array_to_string(alternative_names, ' ')));

  -- One row per UN/LOCODE with the port function; entries marked for removal (XX) are not imported.
  CREATE TABLE reference.ports (
    locode text PRIMARY KEY CHECK (locode ~ '^[A-Z]{2}[A-Z0-9]{3}$'),
    country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
    country_name text NOT NULL,
    location text NOT NULL,
    name text NOT NULL,
    name_ascii text NOT NULL,
    alternative_names text[] NOT NULL DEFAULT '{}',
    subdivision text,
    subdivision_name text,
    status text,
    function text NOT NULL,
    iata text,
    lat double precision CHECK (lat BETWEEN -90 AND 90),
    lon double precision CHECK (lon BETWEEN -180 AND 180),
    -- unlocode: the official coordinates; geoapify-geocoded: a geocoder's guess, sometimes far off
    coord_source text CHECK (coord_source IN ('unlocode', 'geoapify-geocoded')),
    data_source text NOT NULL,
    search_text text GENERATED ALWAYS AS (reference.port_search_text(name, name_ascii, alternative_names)) STORED,
    CHECK ((lat IS NULL) = (lon IS NULL) AND (lat IS NULL) = (coord_source IS NULL))
  );
  CREATE INDEX ports_locode_prefix_idx ON reference.ports (locode text_pattern_ops);
  CREATE INDEX ports_search_trgm_idx ON reference.ports USING gin (search_text gin_trgm_ops);
  CREATE INDEX ports_country_idx ON reference.ports (country);

  -- Nominal figures of the standard boxes; empty where the source gives none.
  CREATE TABLE reference.container_specs (
    type text PRIMARY KEY CHECK (type ~ '^(20|40|45)[A-Z]{2}$'),
    iso_size_type text NOT NULL,
    description text NOT NULL,
    ext_length_m numeric, ext_width_m numeric, ext_height_m numeric,
    int_length_m numeric NOT NULL, int_width_m numeric, int_height_m numeric,
    door_width_m numeric, door_height_m numeric,
    capacity_m3 numeric NOT NULL,
    max_gross_kg numeric, tare_kg numeric, max_payload_kg numeric,
    teu smallint NOT NULL CHECK (teu IN (1, 2)),
    source_dims text NOT NULL,
    source_weights text,
    notes text
  );

  -- One row per published figure; codes recoded since publication (CNSHA → CNSHG) are stored under today's code.
  CREATE TABLE reference.transit_times (
    id integer PRIMARY KEY,
    origin_locode text NOT NULL,
    destination_locode text NOT NULL,
    published_origin text NOT NULL,
    published_destination text NOT NULL,
    days_min smallint NOT NULL CHECK (days_min > 0),
    days_max smallint NOT NULL,
    source_url text NOT NULL,
    source_date text NOT NULL,
    CHECK (days_max >= days_min)
  );
  CREATE INDEX transit_times_lane_idx ON reference.transit_times (origin_locode, destination_locode);

  -- Values as published; factor_key names the rows the quote engine uses (null: imported, used by nothing).
  CREATE TABLE reference.emission_factors (
    id integer PRIMARY KEY,
    factor_key text UNIQUE,
    basis text NOT NULL,
    value numeric NOT NULL,
    unit text NOT NULL,
    scope text,
    lane_or_vessel text NOT NULL,
    source_title text NOT NULL,
    source_url text NOT NULL,
    year text NOT NULL,
    kg_per_teu_km numeric,
    gas text CHECK (gas IN ('CO2e', 'CO2'))
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS reference.emission_factors;
  DROP TABLE IF EXISTS reference.transit_times;
  DROP TABLE IF EXISTS reference.container_specs;
  DROP TABLE IF EXISTS reference.ports;
  DROP FUNCTION IF EXISTS reference.port_search_text(text, text, text[]);
  DELETE FROM reference.dataset_versions WHERE dataset IN ('unlocode-ports', 'container-specs', 'transit-times', 'emission-factors');
  `)
}
