import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { embeddedDatabaseUrl } from '../../src/env'
import { DATA_TEST_PG_PORT, FIXTURES_DATABASE } from './test-env'

export const FIXTURES_DATABASE_URL = embeddedDatabaseUrl(DATA_TEST_PG_PORT, FIXTURES_DATABASE)

const BOM = '\uFEFF'

/** Small files in the layout and formats of the real ones, with the quirks the importer must handle. */
export const FIXTURE_FILES: Record<string, string | Buffer> = {
  'hs-nomenclature/sections.csv': `${BOM}section,name\nI,live animals; animal products\nXVI,Machinery and mechanical appliances\n`,
  'hs-nomenclature/harmonized-system.csv': [
    'section,hscode,description,parent,level',
    'I,01,Animals; live,TOTAL,2',
    'I,0101,"Horses, asses, mules and hinnies; live",01,4',
    'I,010121,"Horses; live, pure-bred breeding animals",0101,6',
    'I,010129,"Horses; live, other than pure-bred breeding animals",0101,6',
    'I,02,Meat and edible meat offal,TOTAL,2',
    'I,0203,"Meat of swine; fresh, chilled or frozen",02,4',
    'I,020311,"Meat; of swine, carcasses and half-carcasses, fresh or chilled",0203,6',
    'I,03,"Fish and crustaceans, molluscs and other aquatic invertebrates",TOTAL,2',
    'I,0306,"Crustaceans; in shell or not, live, fresh, chilled, frozen",03,4',
    'I,030617,"Crustaceans; frozen, shrimps and prawns, excluding cold-water varieties",0306,6',
    'XVI,84,"Nuclear reactors, boilers, machinery and mechanical appliances",TOTAL,2',
    'XVI,8471,Automatic data processing machines and units thereof,84,4',
    'XVI,847130,"Automatic data processing machines; portable, weighing not more than 10kg",8471,6',
    'XVI,99,Commodities not specified according to kind,TOTAL,2',
    'XVI,9999,Commodities not specified according to kind,99,4',
    'XVI,999999,Commodities not specified according to kind,9999,6',
    'TOTAL,TOTAL,Total of all HS commodities,,5',
  ].join('\n'),
  'india-hsn/hsn_codes.csv': [
    'hsn_code,hsn_code_raw,digits,chapter,description,flags',
    '01,01,2,01,LIVE ANIMALS,',
    '0101,0101,4,01,"LIVE HORSES, ASSES, MULES AND HINNIES.",',
    '01011010,01011010,8,01,"LIVE HORSES, ASSES, MULES AND HINNIES PURE-BRED BREEDING ANIMALS HORSES",parent_6digit_not_in_HS2022_list',
    '010121,010121,6,01,PURE-BRED BREEDING ANIMALS,',
    '01012100,01012100,8,01,PURE-BRED BREEDING ANIMALS,',
    '010129,010129,6,01,other,',
    '01012910,01012910,8,01,Horses for polo,',
    '02,02,2,02,MEAT AND EDIBLE MEAT OFFAL,',
    '0203,0203,4,02,"MEAT OF SWINE, FRESH, CHILLED OR FROZEN",',
    '020311,020311,6,02,CARCASSES AND HALF-CARCASSES,',
    '02031100,02031100,8,02,CARCASSES AND HALF-CARCASSES,',
    '03,03,2,03,"FISH AND CRUSTACEANS, MOLLUSCS AND OTHER AQUATIC INVERTEBRATES",',
    '0306,0306,4,03,"CRUSTACEANS, WHETHER IN SHELL OR NOT",',
    '030617,030617,6,03,OTHER SHRIMPS AND PRAWNS:,',
    '03061720,03061720,8,03,Vannamei Shrimp (LITOPENAEUS VANNAMEI),',
    '03061720,3061720,8,03,FISH AND CRUSTACEANS~Crustaceans~Vannamei shrimp,normalised_from_raw;duplicate_code',
    '03061740,03061740,8,03,BLACK TIGER SHRIMP (PENAEUS MONODON),',
    '0503,0503,4,05,-,not_in_HS2022_list;empty_description',
    '0509,0509,4,05,Omitted,not_in_HS2022_list',
    '1111,1111,4,11,AKASH test,not_in_HS2022_list',
    '2031,2031,4,20,Fresh or chilled,not_in_HS2022_list',
    '84,84,2,84,"NUCLEAR REACTORS, BOILERS, MACHINERY AND MECHANICAL APPLIANCES; PARTS THEREOF",',
    '8471,8471,4,84,AUTOMATIC DATA PROCESSING MACHINES AND UNITS THEREOF,',
    '847130,847130,6,84,"PORTABLE AUTOMATIC DATA PROCESSING MACHINES, WEIGHING NOT MORE THAN 10 KG",',
    '84713010,84713010,8,84,PERSONAL COMPUTER,',
    '98,98,2,98,"PROJECT IMPORTS, LABORATORY CHEMICALS, PASSENGERS\' BAGGAGE",not_in_HS2022_list',
    '9802,9802,4,98,LABORATORY CHEMICALS,not_in_HS2022_list',
  ].join('\n'),
  'us-hts/hts_2026_revision_4.csv': `${BOM}${[
    '"HTS Number","Indent","Description","Unit of Quantity","General Rate of Duty","Special Rate of Duty","Column 2 Rate of Duty","Quota Quantity","Additional Duties"',
    '"0101","0","Live horses, asses, mules and hinnies:","","","","","",""',
    '"","1","Horses:","","","","","",""',
    '"0101.21.00","2","Purebred breeding animals","","Free","","Free","",""',
    '"0101.21.00.10","3","Males","[""No.""]","","","","",""',
    '"0101.21.00.20","03","Females","[""No.""]","","","","",""',
    '"0101.30.00.00","1","Asses","[""No.""]","6.8%","Free (A+,AU) See 9903.88.15","15%","",""',
    '"0306","0","Crustaceans:","","","","","",""',
    '"0306.17.00","1","Other shrimps and prawns","","Free","","Free","",""',
    '"0306.17.00.03","2","Shell-on, frozen","[""kg""]","","","","",""',
    '"","2","Peeled:","","","","","",""',
    '"0306.17.00.40","03","Breaded","[""kg""]","","","","",""',
    '"9903.88.15","0","Articles the product of China, as provided for in U.S. note 20","","The duty provided in the applicable subheading + 7.5%","","","","+ 7.5%"',
  ].join('\r\n')}\r\n`,
  'country-codes/countries-compact.csv': [
    'iso2,iso3,iso_numeric,name,official_name_en,dial,currency_code,currency_name,region,sub_region,continent,capital,tld,is_independent',
    'DO,DOM,214,Dominican Republic,Dominican Republic,"1-809,1-829,1-849",DOP,Dominican Peso,Americas,Latin America and the Caribbean,NA,Santo Domingo,.do,Yes',
    'IN,IND,356,India,India,91,INR,Indian Rupee,Asia,Southern Asia,AS,New Delhi,.in,Yes',
    'NA,NAM,516,Namibia,Namibia,264,"NAD,ZAR","Namibia Dollar,Rand",Africa,Sub-Saharan Africa,AF,Windhoek,.na,Yes',
    'PR,PRI,630,Puerto Rico,Puerto Rico,"1-787,1-939",USD,US Dollar,Americas,Latin America and the Caribbean,NA,San Juan,.pr,Commonwealth of US',
  ].join('\n'),
  // The shipment estimate's datasets: a duplicate code, a row marked for removal, accents, a port without
  // coordinates and geocoded ones; a recoded code (CNSHA) and a broken row in the transit times; grams and
  // kilograms of CO2.
  'unlocode-ports/unlocode-ports.csv': [
    'unlocode,country,country_name,location,name,name_wo_diacritics,subdivision,subdivision_name,status,function,iata,lat,lon,coord_source,data_source',
    'INNSA,IN,India,NSA,Nhava Sheva (Jawaharlal Nehru),Nhava Sheva (Jawaharlal Nehru),MH,Maharashtra,AA,1-3-----,,18.94503,72.94942,geoapify-geocoded,unece-2024-2',
    'INNSA,IN,India,NSA,Jawaharlal Nehru (Nhava Sheva),Jawaharlal Nehru (Nhava Sheva),MH,Maharashtra,AA,1-3-----,,18.94703,72.95266,geoapify-geocoded,unece-2024-2',
    'INMUN,IN,India,MUN,Mundra,Mundra,GJ,Gujarat,AA,1-3-----,,22.83932,69.72495,geoapify-geocoded,unece-2024-2',
    'INXYZ,IN,India,XYZ,Nowhere Creek,Nowhere Creek,,,RL,1-------,,,,,unece-2024-2',
    'USNYC,US,United States of America (the),NYC,New York,New York,NY,New York,AI,12345---,,40.7,-74,unlocode,unece-2024-2',
    'NAWVB,NA,Namibia,WVB,Walvis Bay,Walvis Bay,ER,Erongo,AI,1--4----,,-22.95,14.5,unlocode,unece-2024-2',
    'MXLZC,MX,Mexico,LZC,Lázaro Cárdenas,Lazaro Cardenas,MIC,Michoacán de Ocampo,AI,1-------,,17.95,-102.2,unlocode,unece-2024-2',
    'MXZLO,MX,Mexico,ZLO,Manzanillo,Manzanillo,COL,Colima,AI,12345---,,19.05,-104.3,unlocode,unece-2024-2',
    'ZANGQ,ZA,South Africa,NGQ,Port of Ngqura,Port of Ngqura,EC,Eastern Cape,XX,1----6--,,-33.76667,25.66667,unlocode,unece-2024-2',
    'CNSHG,CN,China,SHG,Shanghai Pt,Shanghai Pt,SH,Shanghai,AS,1-------,,31.24603,121.48338,geoapify-geocoded,geoapify-unlocode-2024',
  ].join('\n'),
  'container-specs/container-specs.csv': [
    'type,iso_size_type,description,ext_length_m,ext_width_m,ext_height_m,int_length_m,int_width_m,int_height_m,door_width_m,door_height_m,capacity_m3,max_gross_kg,tare_kg_typical,max_payload_kg_typical,source_dims,source_weights,notes',
    `20GP,22G1,"20ft dry (general purpose) 8'6""",6.058,2.438,2.591,5.896,2.350,2.393,2.340,2.274,33,30480,2230,28030,https://www.worldshipping.org/,https://westworldtrade.com/,WSC`,
    `40HC,45G1,"40ft high cube dry 9'6""",12.192,2.438,2.896,12.032,2.350,2.697,2.340,2.577,76,30480,3900,26580,https://www.worldshipping.org/,https://homeseacontainers.com/,WSC`,
    `40RH,45R1,"40ft high cube integral reefer 9'6""",12.192,2.438,2.896,11.590,2.285,2.400,2.290,2.250,63.6,,,,https://stackshipping.com/reefer-container/,,no weights`,
  ].join('\n'),
  'transit-times/transit-times.csv': [
    'origin_locode,destination_locode,transit_days_min,transit_days_max,source_url,date',
    'INNSA,USNYC,28,38,https://blogs.tradlinx.com/x,2025',
    'CNSHA,USLAX,13,18,https://www.zcytsc.com/x,not stated',
    'INNSA,USNYC,40,30,https://broken.example/x,2025',
  ].join('\n'),
  'emission-factors/factors.csv': [
    'basis,value,unit,scope,lane_or_vessel,source_title,source_url,year',
    'per TEU-km,0.0804,kg CO2e/TEU-km,not stated,"Panama Trade - Container ship (dry) [GLEC aggregate average trade-lane factor, distance basis SFD]","GLEC Framework v3.1 (2024), Table 13",https://www.climatiq.io/x,2024',
    'per TEU-km,37.9,g CO2/TEU-km,"not stated (CO2 only, not CO2e)","Asia to North Europe, dry (non-refrigerated) cargo, 2014 Clean Cargo average",BSR Clean Cargo Working Group 2015,https://offshore-energy.biz/x,2014',
    'tonnes per TEU (conversion),10,t per loaded TEU (2 t per empty TEU),n/a,Ships carrying a combination of containers and other cargo,IMO EEOI guidelines,https://www.imorules.com/x,not stated on page',
  ].join('\n'),
}

/** Writes the fixture files, with some replaced, into a new temporary DATA_DIR. */
export function writeDataDir(replacements: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reference-data-'))
  for (const [file, content] of Object.entries({ ...FIXTURE_FILES, ...replacements })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  return dir
}

/** One fixture file with lines appended. */
export function withLines(file: string, ...lines: (string | Buffer)[]): Record<string, Buffer> {
  const original = FIXTURE_FILES[file]!
  const ending = Buffer.isBuffer(original) || !original.includes('\r\n') ? '\n' : '\r\n'
  const base = Buffer.from(String(original).replace(/[\r\n]+$/, ''))
  return { [file]: Buffer.concat([base, ...lines.flatMap((line) => [Buffer.from(ending), Buffer.from(line)]), Buffer.from(ending)]) }
}
