import { doc, h2, p, ul } from '../../rich-text'
import type { EventSeed, SpeakerSeed } from './types'

/**
 * Events and webinars. Northwind staff are demo placeholders; guest speakers are described only by their role
 * and a fictional firm marked '(demo)'. Venues give a real city and a generic description, never a real hotel.
 */

const NW = 'Northwind Trade Finance'
const PRIYA: SpeakerSeed = { name: 'Priya Raman', role: 'Head of Export Finance', company: NW }
const ARJUN: SpeakerSeed = { name: 'Arjun Mehta', role: 'Trade Compliance Lead', company: NW }
const NEHA: SpeakerSeed = { name: 'Neha Kulkarni', role: 'Tax and GST Specialist', company: NW }
const SOFIA: SpeakerSeed = { name: 'Sofía Herrera', role: 'Director, Trade Finance Mexico', company: NW }
const DIEGO: SpeakerSeed = { name: 'Diego Castillo', role: 'Foreign Trade Specialist', company: NW }
const MICHAEL: SpeakerSeed = { name: 'Michael Brooks', role: 'Head of Supply Chain Finance, USA', company: NW }

export const EVENTS: EventSeed[] = [
  // ================================================================ India: events
  {
    key: 'event-tiruppur-exporters-meet-2025',
    kind: 'event',
    startsAt: '2025-09-12T17:30:00+05:30',
    endsAt: '2025-09-12T20:30:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'venue',
    cover: {
      motif: 'factory',
      alt: { 'en-in': 'Illustration: a knitwear factory with bales of yarn and a shipping carton ready for export' },
    },
    content: {
      'en-in': {
        title: 'Tiruppur exporters’ meet: working capital for knitwear exporters',
        slug: 'tiruppur-exporters-meet-working-capital-2025',
        excerpt:
          'An evening meet for Tiruppur knitwear and garment exporters on funding the gap between yarn purchases and buyer payments, with packing credit, factoring and GST refunds compared side by side.',
        speakers: [PRIYA, NEHA, { name: 'Knitwear exporter (guest speaker)', role: 'Managing Partner', company: 'Bluethread Knitwear (demo)' }],
        venue: { name: 'Hotel conference hall, Avinashi Road, Tiruppur', address: 'Avinashi Road, Tiruppur, Tamil Nadu, India' },
        body: doc(
          p(
            'This meet brought together knitwear and garment exporters from the Tiruppur cluster around one question: how do you fund yarn, knitting, processing and wages for an order when the buyer pays 60 to 120 days after shipment? The evening was practical, built around real order timelines rather than product pitches.',
          ),
          h2('Agenda'),
          ul([
            '5:30 pm: Registration and tea',
            '6:00 pm: The cash cycle of a knitwear order, from yarn booking to buyer payment, mapped in days (Priya Raman)',
            '6:30 pm: Packing credit, export factoring and invoice discounting compared: cost, speed and what each needs from you',
            '7:00 pm: An exporter’s view: moving large-retail buyers from letters of credit to factored open account',
            '7:30 pm: IGST refunds, LUT renewal and RoDTEP: keeping government receivables moving (Neha Kulkarni)',
            '8:00 pm: Questions, then dinner and networking',
          ]),
          h2('What we covered'),
          ul([
            'Map an order’s cash cycle before quoting. The payment terms you give a buyer are a financing cost and belong in the price.',
            'Pre-shipment funding and post-shipment funding solve different halves of the gap. Many exporters need both, sized to the season.',
            'Factoring limits are set on the buyer, so a strong buyer can support more funding than your own balance sheet alone.',
            'Most delays in IGST refunds on exports trace back to mismatches between shipping bill data and GST returns, which can be caught before filing.',
          ]),
          h2('Who it was for'),
          p(
            'Owners, directors and finance heads of knitwear, garment and home-textile exporters in Tiruppur and nearby clusters, and the chartered accountants who advise them.',
          ),
        ),
        seo: {
          title: 'Tiruppur exporters’ meet on working capital (2025)',
          description:
            'Tiruppur knitwear exporters met to compare packing credit, export factoring and invoice discounting, and to tackle IGST refund delays. Agenda and takeaways.',
        },
      },
    },
  },
  {
    key: 'event-new-delhi-trade-fair-session-2026',
    kind: 'event',
    startsAt: '2026-02-26T14:00:00+05:30',
    endsAt: '2026-02-26T15:30:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'venue',
    cover: {
      motif: 'handshake',
      alt: { 'en-in': 'Illustration: two traders shaking hands at an exhibition stall with an order form between them' },
    },
    content: {
      'en-in': {
        title: 'Trade fair session, New Delhi: getting paid by new buyers',
        slug: 'new-delhi-trade-fair-session-getting-paid-2026',
        excerpt:
          'A seminar for exhibitors at a New Delhi trade fair on turning new buyer contacts into safe orders: which payment terms to offer, how to check a buyer you have just met and how credit limits work.',
        speakers: [
          PRIYA,
          ARJUN,
          { name: 'Credit insurance specialist (guest speaker)', role: 'Senior Underwriter', company: 'Shieldline Credit Advisors (demo)' },
        ],
        venue: {
          name: 'Seminar hall at the trade fair grounds, Pragati Maidan, New Delhi',
          address: 'Pragati Maidan, Mathura Road, New Delhi, India',
        },
        body: doc(
          p(
            'Trade fairs produce new buyers fast, and new buyers ask for credit terms just as fast. This 90-minute session, held in the seminar hall during a fair at Pragati Maidan, helped exhibitors decide what terms to offer a buyer they met that week, and how to protect the receivable once they do.',
          ),
          h2('Agenda'),
          ul([
            '2:00 pm: From visiting card to purchase order: what to ask a new buyer before you quote (Arjun Mehta)',
            '2:20 pm: Advance, letter of credit, documentary collection or open account: the risk and cost of each',
            '2:45 pm: How a factor or credit insurer sets a limit on a buyer, and what makes it larger',
            '3:10 pm: Open questions from exhibitors',
          ]),
          h2('What we covered'),
          ul([
            'Ask for the buyer’s full legal name, registration number and address at the first meeting; a trading name alone cannot be checked.',
            'A first order on partial advance and the balance against documents tests a relationship without exposing the whole invoice.',
            'Open account terms are far safer with a credit limit approved before shipment, whether from a factor or a credit insurer.',
            'Quote with the Incoterms rule and payment terms written out. “Net 60” means little unless you say from which date.',
            'Documentary collections cost less than a letter of credit, but the bank does not guarantee payment.',
          ]),
          h2('Who it was for'),
          p(
            'Exhibitors and visiting exporters at the fair, especially small and first-time exporters in handicrafts, home furnishings, engineering goods and processed foods, along with their sales and accounts teams.',
          ),
        ),
        seo: {
          title: 'New Delhi trade fair session: getting paid (2026)',
          description:
            'Session for trade fair exhibitors in New Delhi on checking new overseas buyers, choosing payment terms and securing credit limits before selling on credit.',
        },
      },
    },
  },
  {
    key: 'event-online-igst-itc-refund-clinic-2026',
    kind: 'event',
    startsAt: '2026-04-22T11:00:00+05:30',
    endsAt: '2026-04-22T12:30:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'online',
    cover: {
      motif: 'coins',
      alt: { 'en-in': 'Illustration: a stack of coins returning to an exporter from a tax return form' },
    },
    content: {
      'en-in': {
        title: 'Online clinic: IGST and ITC refunds for exporters',
        slug: 'online-clinic-igst-itc-refunds-2026',
        excerpt:
          'A live online clinic on the two GST refund routes for exporters: IGST paid on exports, refunded through customs, and unutilised input tax credit under an LUT, claimed on the GST portal.',
        speakers: [NEHA, { name: 'Chartered accountant (guest speaker)', role: 'Partner, indirect tax', company: 'Ledgerline Advisors (demo)' }],
        body: doc(
          p(
            'Refunds are working capital. An exporter waiting months for GST refunds is lending to the government at zero interest. This clinic, held online at the start of the financial year, worked through both refund routes with screenshots of the forms and the mismatches that hold claims up.',
          ),
          h2('Agenda'),
          ul([
            '11:00 am: Choosing a route: paying IGST on exports or exporting under an LUT',
            '11:15 am: IGST paid exports: how the shipping bill acts as the refund claim and why invoice data must match GSTR-1 and GSTR-3B',
            '11:40 am: ITC refunds under an LUT: Form RFD-01, the statement of invoices and the refund formula in rule 89(4)',
            '12:05 pm: Attendees’ cases, worked through live',
          ]),
          h2('What we covered'),
          ul([
            'For IGST paid exports, invoice number, date, value and GSTIN must be identical on the shipping bill and in GSTR-1; a mismatch stops the refund at validation.',
            'Export invoices belong in the export table of GSTR-1, and the IGST paid must be reflected in GSTR-3B for the same period.',
            'The ITC refund under an LUT is proportionate: zero-rated turnover divided by adjusted total turnover, multiplied by net ITC, so domestic sales reduce the claim.',
            'Refund claims have a time limit, generally two years from the relevant date; check section 54 of the CGST Act and CBIC circulars for your case.',
            'Keep bank realisation records handy for services and for any refund the officer queries.',
          ]),
          h2('Who it was for'),
          p(
            'Finance and accounts teams of exporting MSMEs, tax consultants handling export refunds and founders who want to understand why their refunds are late.',
          ),
        ),
        seo: {
          title: 'Online clinic: IGST and ITC refunds for exporters',
          description:
            'Online clinic on GST refunds for exporters: IGST paid exports refunded via customs, ITC refunds under an LUT in RFD-01, and the mismatches that hold claims up.',
        },
      },
    },
  },
  {
    key: 'event-mumbai-trade-fair-session-2027',
    kind: 'event',
    startsAt: '2027-01-14T15:00:00+05:30',
    endsAt: '2027-01-14T16:30:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'venue',
    registrationForm: 'lead-magnet',
    cover: {
      motif: 'container',
      alt: { 'en-in': 'Illustration: a large export order on a clipboard beside a row of stacked containers' },
    },
    content: {
      'en-in': {
        title: 'Trade fair session, Mumbai: funding your biggest export order',
        slug: 'mumbai-trade-fair-session-funding-export-orders-2027',
        excerpt:
          'A 90-minute seminar at a Mumbai trade fair for exporters who win an order larger than their working capital can carry: purchase-order finance, packing credit and factoring, worked through on one order.',
        speakers: [PRIYA, { name: 'Freight forwarder (guest speaker)', role: 'Head of Ocean Exports', company: 'Seabridge Forwarding (demo)' }],
        venue: {
          name: 'Seminar room at the exhibition centre, Goregaon East, Mumbai',
          address: 'Western Express Highway, Goregaon East, Mumbai, Maharashtra, India',
        },
        body: doc(
          p(
            'Winning an order twice your usual size is good news until you add up the raw material, labour and freight you must pay before the buyer pays you. This session follows one illustrative order from purchase order to final payment and shows which kind of finance fits each stage.',
          ),
          h2('Agenda'),
          ul([
            '3:00 pm: The order, in days and rupees: when cash goes out and when it comes back (Priya Raman)',
            '3:20 pm: Before shipment: purchase-order financing and packing credit, and what lenders ask for',
            '3:40 pm: Freight in a volatile market: booking space, surcharges and how transit delays stretch your cash cycle (guest speaker)',
            '4:00 pm: After shipment: export factoring up to 90% on shipment, and how the buyer limit is set',
            '4:15 pm: Your questions',
          ]),
          h2('What you will take away'),
          ul([
            'A simple template to map any order’s cash cycle before you accept it.',
            'A checklist of documents a financier needs at purchase order, at shipment and at payment.',
            'How to talk to your buyer about assigning invoices to a factor, and why most large buyers are used to it.',
            'Questions to ask your forwarder so that freight timing does not surprise your financier.',
          ]),
          h2('Who should attend'),
          ul([
            'Owners and finance heads of exporting MSMEs who are scaling up with a new large buyer.',
            'Exhibitors and visitors at the fair who sell on open account or want to.',
            'Export managers who prepare quotations and need to price payment terms.',
          ]),
          p('Entry to the session is free for fair visitors, but seats are limited. Register so we can hold a seat for you.'),
        ),
        seo: {
          title: 'Mumbai trade fair session: funding large export orders',
          description:
            'Seminar at a Mumbai trade fair on financing an export order bigger than your working capital: PO finance, packing credit, freight timing and export factoring.',
        },
      },
    },
  },
  {
    key: 'event-india-mexico-business-meet-pune-2027',
    kind: 'event',
    startsAt: '2027-02-19T10:00:00+05:30',
    endsAt: '2027-02-19T17:00:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'venue',
    registrationForm: 'india-mexico-event',
    cover: {
      motif: 'globe',
      alt: { 'en-in': 'Illustration: a globe showing a shipping route between western India and Mexico' },
    },
    content: {
      'en-in': {
        title: 'India–Mexico business meet, Pune',
        slug: 'india-mexico-business-meet-pune-2027',
        excerpt:
          'A one-day meet for Indian manufacturers and exporters looking at Mexico: how goods enter the Mexican market, what T-MEC rules of origin mean for Indian inputs and how to get paid by Mexican buyers.',
        speakers: [
          PRIYA,
          SOFIA,
          DIEGO,
          { name: 'Auto components exporter (guest speaker)', role: 'Director, International Sales', company: 'Sahyadri Precision Parts (demo)' },
          { name: 'Mexican customs broker (guest speaker)', role: 'Partner', company: 'Puerta Norte Agencia Aduanal (demo)' },
        ],
        venue: { name: 'Hotel conference hall, Hinjewadi, Pune', address: 'Hinjewadi, Pune, Maharashtra, India' },
        body: doc(
          p(
            'Mexico is a large manufacturing economy closely tied to the United States through T-MEC (USMCA), and a growing destination for Indian auto components, engineering goods, chemicals and pharmaceuticals. This meet, with our Mexico team in Pune for the day, covers what Indian exporters need to know before the first shipment and the first payment.',
          ),
          h2('Agenda'),
          ul([
            '10:00 am: Welcome and introductions (Priya Raman)',
            '10:15 am: The Mexican buyer: who imports, how purchasing works and what payment terms to expect (Sofía Herrera)',
            '11:00 am: Getting goods into Mexico: pedimento, the customs broker’s role, the importers’ register, NOM labelling and IMMEX (guest customs broker and Diego Castillo)',
            '12:00 pm: Tariffs and rules of origin: checking your fracción arancelaria, recent tariff changes for countries without a trade agreement with Mexico, and when Indian inputs can still go into T-MEC-qualifying goods',
            '1:00 pm: Lunch and networking',
            '2:00 pm: An exporter’s story: supplying a Mexican tier-one plant from Pune (guest speaker)',
            '2:45 pm: Getting paid: open account, factoring on Mexican buyers and USD or MXN invoicing (Priya Raman and Sofía Herrera)',
            '3:30 pm: One-to-one meetings with the Northwind India and Mexico teams',
            '5:00 pm: Close',
          ]),
          h2('Who should attend'),
          ul([
            'Manufacturers in Pune, Mumbai, Nashik, Aurangabad and beyond exporting or planning to export to Mexico.',
            'Export and finance heads of auto components, engineering, chemicals and pharmaceutical companies.',
            'Indian suppliers to companies that run plants in Mexico.',
          ]),
          h2('Before you come'),
          p(
            'Tariffs and trade measures in Mexico have changed recently and may change again. Bring the HS codes of your main products so our team and the guest customs broker can point you to the current tariff line, and book a one-to-one slot when you register.',
          ),
        ),
        seo: {
          title: 'India–Mexico business meet in Pune, February 2027',
          description:
            'One-day Pune meet for Indian exporters targeting Mexico: market entry, pedimento and IMMEX, T-MEC rules of origin, tariffs and getting paid by Mexican buyers.',
        },
      },
    },
  },
  {
    key: 'event-online-year-end-exporters-clinic-2027',
    kind: 'event',
    startsAt: '2027-03-10T11:00:00+05:30',
    endsAt: '2027-03-10T12:30:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'online',
    registrationForm: 'lead-magnet',
    cover: {
      motif: 'calendar',
      alt: { 'en-in': 'Illustration: a March calendar with a year-end checklist and a ticked letter of undertaking' },
    },
    content: {
      'en-in': {
        title: 'Online clinic: the exporter’s year-end checklist',
        slug: 'online-clinic-exporters-year-end-checklist-2027',
        excerpt:
          'Three weeks before 31 March, a live online clinic on the tasks exporters should close before the financial year ends: LUT renewal, outstanding export bills, GST reconciliation and next year’s limits.',
        speakers: [NEHA, ARJUN, PRIYA],
        body: doc(
          p(
            'The last weeks of March decide how smoothly April starts. Miss the LUT renewal and your first exports of the new year go out without cover; leave export bills unreconciled and they become harder to close. This 90-minute clinic walks through a checklist you can finish before 31 March 2027.',
          ),
          h2('Agenda'),
          ul([
            '11:00 am: LUT for 2027-28: filing before 1 April and what changes on your invoices (Neha Kulkarni)',
            '11:15 am: Outstanding export bills: reviewing your EDPMS position with your AD bank and requesting extensions in time (Arjun Mehta)',
            '11:35 am: GST reconciliation: matching export invoices in GSTR-1 with shipping bills, and pending refund claims',
            '11:50 am: Incentive claims: RoDTEP and drawback items to check before books close',
            '12:05 pm: Working capital for April to June: renewing buyer limits and planning for the first quarter’s orders (Priya Raman)',
            '12:20 pm: Questions',
          ]),
          h2('What you will take away'),
          ul([
            'A printable year-end checklist with owners and dates for each task.',
            'A list of documents your AD bank typically asks for when you request an extension for an unrealised export bill.',
            'A short reconciliation method for shipping bills against GST returns.',
          ]),
          h2('Who should attend'),
          ul([
            'Accounts and finance teams of exporting companies and MSMEs.',
            'Founders who handle compliance themselves.',
            'Tax consultants who support exporters at year end.',
          ]),
          p(
            'Rules and portal steps can change before March; we will present the position as it stands on the day and point you to the official CBIC, DGFT and RBI sources.',
          ),
        ),
        seo: {
          title: 'Online clinic: year-end checklist for exporters',
          description:
            'Live online clinic before 31 March 2027: renew your GST LUT, review outstanding export bills, reconcile GST with shipping bills and plan next year’s limits.',
        },
      },
    },
  },
  // ================================================================ India: webinars
  {
    key: 'webinar-first-export-shipment-documents',
    kind: 'webinar',
    startsAt: '2025-11-19T15:00:00+05:30',
    endsAt: '2025-11-19T16:00:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'online',
    recording: 'video-rec-first-export-shipment-documents',
    cover: {
      motif: 'document',
      alt: { 'en-in': 'Illustration: a checklist of export documents beside a shipping container' },
    },
    content: {
      'en-in': {
        title: 'Webinar: documents for your first export shipment',
        slug: 'documents-for-your-first-export-shipment',
        excerpt:
          'A one-hour webinar for first-time exporters: the registrations you need, the documents for a first sea shipment in the order they are prepared, and the mistakes that hold cargo at the port.',
        speakers: [ARJUN, { name: 'Customs broker (guest speaker)', role: 'Director, Customs Clearance', company: 'Portside Clearing Agents (demo)' }],
        body: doc(
          p(
            'Most first shipments are delayed by paperwork, not by production. In this webinar Arjun Mehta and a guest customs broker followed one illustrative sea shipment, from the buyer’s first enquiry to the bill of lading, naming each document, who prepares it and what it must match. The recording is available below.',
          ),
          h2('Agenda'),
          ul([
            'Registrations: IEC, GST and LUT, AD code at the port and RCMC',
            'The proforma invoice: fixing price, Incoterms rule and payment terms',
            'Commercial invoice and packing list: the data that must match everywhere',
            'The shipping bill on ICEGATE and the let export order',
            'Bill of lading, certificate of origin, insurance and product certificates',
            'Live questions',
          ]),
          h2('Key points'),
          ul([
            'Prepare the invoice and packing list before stuffing, and copy HS codes, weights and marks from one source.',
            'Register your AD code at every port you ship from; without it, the shipping bill cannot be linked to your bank.',
            'Check the bill of lading draft against the contract or letter of credit before the carrier issues the original.',
            'Apply for a preferential certificate of origin early if your buyer’s country has a trade agreement with India.',
          ]),
          h2('Who should watch the recording'),
          ul([
            'Founders and staff of businesses preparing their first export order.',
            'Domestic manufacturers who have received an overseas enquiry.',
            'New export executives who want to see the whole document flow once, end to end.',
          ]),
          h2('From the Q&A'),
          p(
            'The most common question was when to involve a financier. Our answer: before you quote. The payment terms you offer decide how long your cash is tied up, and a factor or lender can tell you in advance whether a buyer can be covered, so your price can reflect the real cost of the terms.',
          ),
        ),
        seo: {
          title: 'Webinar: documents for your first export shipment',
          description:
            'Webinar for first-time exporters: IEC, GST, AD code and RCMC, each document for a first sea shipment in order, and the mistakes that delay cargo. Watch it now.',
        },
      },
    },
  },
  {
    key: 'webinar-export-realisation-and-factoring',
    kind: 'webinar',
    startsAt: '2026-06-17T16:00:00+05:30',
    endsAt: '2026-06-17T17:00:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'online',
    recording: 'video-rec-export-realisation-and-factoring',
    cover: {
      motif: 'coins',
      alt: { 'en-in': 'Illustration: coins travelling from an overseas buyer back to an Indian exporter' },
    },
    content: {
      'en-in': {
        title: 'Webinar: export realisation, EDPMS and factoring',
        slug: 'export-realisation-edpms-and-factoring',
        excerpt:
          'A one-hour webinar on bringing export proceeds home on time: the realisation rule under FEMA, how EDPMS tracks shipping bills, what to do about late or short payments and how factoring fits in.',
        speakers: [PRIYA, { name: 'Chartered accountant (guest speaker)', role: 'Partner, FEMA and export advisory', company: 'Ledgerline Advisors (demo)' }],
        body: doc(
          p(
            'An export is not finished when the goods sail. Until the proceeds are realised and linked to the shipping bill, the bill stays open with your bank and can affect future shipments and incentive claims. This webinar explained how the system works and what exporters can do when buyers pay late or short. The recording is available below.',
          ),
          h2('Agenda'),
          ul([
            'The realisation period under FEMA and RBI’s Master Direction, and why you should confirm it for each shipment',
            'EDPMS: how shipping bills reach your AD bank and how they are closed',
            'Late payment: requesting extensions before the period ends',
            'Short payment: quality claims, discounts and bank charges, and the evidence your bank needs',
            'e-BRCs and their role in incentive and GST refund checks',
            'Factoring: how proceeds paid to a factor are reported against your shipping bills',
          ]),
          h2('Key points'),
          ul([
            'Run a monthly report of open shipping bills from your bank and chase any bill approaching its deadline.',
            'Ask for an extension early, with correspondence that shows you are pursuing the buyer.',
            'Keep quality claims and credit notes on file; a bill cannot be closed for less than its value without them.',
            'With factoring, agree the remittance flow with the factor and your bank before the first shipment.',
          ]),
          h2('A note on the rules'),
          p(
            'RBI’s directions on export realisation are revised from time to time, and relaxations are sometimes announced for particular periods or sectors. The webinar presented the position on the day; check the current Master Direction and your AD bank’s guidance before acting on any timeline.',
          ),
          h2('Who should watch the recording'),
          p('Export finance and accounts teams, founders of exporting MSMEs, and consultants who handle FEMA compliance for exporters.'),
        ),
        seo: {
          title: 'Webinar: export realisation, EDPMS and factoring',
          description:
            'Webinar recording on realising export proceeds under FEMA: how EDPMS tracks shipping bills, late and short payments, e-BRCs and reporting with factoring.',
        },
      },
    },
  },
  {
    key: 'webinar-export-factoring-first-funding',
    kind: 'webinar',
    startsAt: '2026-12-10T16:00:00+05:30',
    endsAt: '2026-12-10T17:00:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'online',
    registrationForm: 'lead-magnet',
    cover: {
      motif: 'ship',
      alt: { 'en-in': 'Illustration: a cargo ship at sea with a funding timeline from buyer approval to first payment' },
    },
    content: {
      'en-in': {
        title: 'Export factoring for MSMEs: from buyer approval to first funding',
        slug: 'export-factoring-msmes-buyer-approval-to-first-funding',
        excerpt:
          'A one-hour webinar that walks an MSME exporter through export factoring in practice: applying, getting a limit on your buyer, the first shipment and the first advance, with costs worked through.',
        speakers: [PRIYA, ARJUN, { name: 'Engineering goods exporter (guest speaker)', role: 'Chief Financial Officer', company: 'Kaveri Castings (demo)' }],
        body: doc(
          p(
            'Many exporters understand the idea of factoring but not what the first month looks like. This webinar follows the process step by step, from the first conversation to the advance on your first factored shipment, so you know what to prepare and how long each stage takes.',
          ),
          h2('Agenda'),
          ul([
            'What a factor looks at: your export history, your buyers and your documents (Priya Raman)',
            'Buyer credit limits: what information about your buyer helps, and what happens in the two-factor model',
            'Notifying your buyer: the assignment notice and changing the payment instructions',
            'The first shipment: documents to submit and when the advance of up to 90% is paid',
            'Costs worked through on an illustrative invoice: discount charge and service fee',
            'Realisation, reporting and reconciliation with your AD bank (Arjun Mehta)',
            'An exporter’s experience of the first three months (guest speaker), then live questions',
          ]),
          h2('Who should attend'),
          ul([
            'MSME exporters selling on open account, or asked by buyers to move from letters of credit to open account.',
            'Finance heads comparing factoring with packing credit and bank discounting.',
            'Exporters whose buyers are asking for longer payment terms.',
          ]),
          h2('What you will take away'),
          ul([
            'A realistic timeline for each stage, from application to the first advance.',
            'A checklist of the documents to keep ready for every factored shipment.',
            'A simple way to compare the cost of factoring with your current bank finance.',
          ]),
          h2('Before the session'),
          p(
            'Make a list of your top three overseas buyers with their annual volumes and usual payment terms. You will be able to use it during the worked example, and our team can give you an indicative view afterwards if you ask.',
          ),
        ),
        seo: {
          title: 'Export factoring for MSMEs: webinar, December 2026',
          description:
            'Free webinar for MSME exporters: how export factoring works in practice, from buyer credit limits and assignment to the first advance, costs and reporting.',
        },
      },
    },
  },
  {
    key: 'webinar-choosing-working-capital-2027',
    kind: 'webinar',
    startsAt: '2027-01-27T16:00:00+05:30',
    endsAt: '2027-01-27T17:00:00+05:30',
    timeZone: 'Asia/Kolkata',
    format: 'online',
    registrationForm: 'lead-magnet',
    cover: {
      motif: 'chart',
      alt: { 'en-in': 'Illustration: three bar charts comparing the cost and speed of different working-capital options' },
    },
    content: {
      'en-in': {
        title: 'Factoring, discounting or a business loan? Choosing working capital',
        slug: 'factoring-discounting-or-business-loan',
        excerpt:
          'A one-hour webinar that compares the main working-capital options for Indian exporters and manufacturers, by the gap each one fills, whose credit it relies on and what it really costs.',
        speakers: [PRIYA, { name: 'Chartered accountant (guest speaker)', role: 'Partner, corporate finance advisory', company: 'Ledgerline Advisors (demo)' }],
        body: doc(
          p(
            'Export factoring, invoice discounting, purchase-order financing, business loans and channel financing all promise working capital. They are not interchangeable. This webinar gives you a simple way to choose, and to compare costs on the same basis.',
          ),
          h2('Agenda'),
          ul([
            'Which gap are you filling? Before shipment, after shipment, or a general shortfall',
            'Whose credit counts: finance secured on your buyer versus finance based on your own balance sheet',
            'Export factoring and invoice discounting compared: advance rates, recourse and what the buyer sees',
            'Purchase-order financing for orders you cannot yet fund',
            'Collateral-free business loans of up to INR 1 crore: when a term loan is the right tool',
            'Converting fees and discounts into an annual rate so you can compare offers',
            'Live questions',
          ]),
          h2('A taste of the method'),
          p(
            'Illustrative figures: an offer that charges a 1% fee plus 10% a year, for funds used 60 days, costs about 16% a year once the fee is spread over those 60 days. The same fee over 120 days adds only about 3 percentage points. In the webinar we run this comparison across every option, using the same round numbers.',
          ),
          h2('What you will take away'),
          ul([
            'A one-page decision guide you can apply to your own cash cycle.',
            'A spreadsheet method to compare the all-in annual cost of each offer.',
            'A list of the documents lenders and factors ask for, so you can prepare once.',
          ]),
          h2('Who should attend'),
          ul([
            'Founders and finance heads of exporting and manufacturing MSMEs.',
            'Businesses weighing a first term loan against receivables finance.',
            'Advisors who help clients choose between finance offers.',
          ]),
        ),
        seo: {
          title: 'Factoring, discounting or a loan? Webinar',
          description:
            'Webinar comparing export factoring, invoice discounting, PO financing and collateral-free business loans, with a method to compare their real annual cost.',
        },
      },
    },
  },
  // ================================================================ USA: events
  {
    key: 'event-us-chicago-scf-roundtable-2026',
    kind: 'event',
    startsAt: '2026-05-14T08:00:00-05:00',
    endsAt: '2026-05-14T10:30:00-05:00',
    timeZone: 'America/Chicago',
    format: 'venue',
    cover: {
      motif: 'factory',
      alt: { 'en-us': 'Illustration: a manufacturing plant linked to smaller supplier workshops by payment lines' },
    },
    content: {
      'en-us': {
        title: 'Chicago roundtable: supply chain finance for manufacturers',
        slug: 'chicago-roundtable-supply-chain-finance-2026',
        excerpt:
          'A breakfast roundtable for Midwest manufacturing finance and procurement leaders on running supply chain finance and early payment programs that suppliers actually use.',
        speakers: [MICHAEL, { name: 'Procurement leader (guest speaker)', role: 'VP, Procurement', company: 'Great Lakes Fixtures (demo)' }],
        venue: { name: 'Hotel conference room, West Loop, Chicago', address: 'West Loop, Chicago, IL, United States' },
        body: doc(
          p(
            'Supply chain finance programs are easy to announce and hard to fill. This invitation-only breakfast brought together CFOs, treasurers and procurement leaders from mid-market manufacturers to compare what has worked, in a closed-door format with no recording. Discussion followed the Chatham House rule, so the points below are summarised without attribution.',
          ),
          h2('Agenda'),
          ul([
            '8:00 am: Breakfast and introductions',
            '8:30 am: Why programs stall: slow invoice approval, thin onboarding and terms extended too far (Michael Brooks)',
            '9:00 am: A procurement view: bringing 200 suppliers into a program over one year (guest speaker)',
            '9:30 am: Roundtable: funding with bank money versus your own cash, accounting disclosure and supplier health',
            '10:15 am: Takeaways and close',
          ]),
          h2('What we discussed'),
          ul([
            'Approval speed is the single biggest driver of adoption; invoices approved within days are far more likely to be funded.',
            'Programs that pair term changes with real supplier benefits hold up better with suppliers and rating agencies than pure term extension.',
            'ASU 2022-04 disclosures are now routine; participants recommended agreeing the presentation with auditors before launch, not after.',
            'Several companies run a self-funded early payment discount program alongside third-party funding, switching as cash positions change.',
            'Small and diverse suppliers benefit most from early payment and should usually keep their existing terms.',
          ]),
          h2('Who it was for'),
          p('CFOs, treasurers, controllers and procurement leaders at manufacturers with annual revenue roughly in the USD 100 million to 2 billion range.'),
          p('If you would like to join a future roundtable, contact our US team; we hold them in a small format so every participant can contribute.'),
        ),
        seo: {
          title: 'Chicago roundtable: supply chain finance (2026)',
          description:
            'Breakfast roundtable in Chicago for manufacturing CFOs and procurement leaders on supplier adoption, funding choices and ASU 2022-04 in supply chain finance.',
        },
      },
    },
  },
  {
    key: 'event-us-houston-importers-briefing-2027',
    kind: 'event',
    startsAt: '2027-02-18T08:00:00-06:00',
    endsAt: '2027-02-18T11:00:00-06:00',
    timeZone: 'America/Chicago',
    format: 'venue',
    registrationForm: 'lead-magnet',
    cover: {
      motif: 'container',
      alt: { 'en-us': 'Illustration: containers stacked at a Gulf Coast port beside a customs entry form and a calculator' },
    },
    content: {
      'en-us': {
        title: 'Houston importers’ briefing: tariffs, landed cost and cash',
        slug: 'houston-importers-briefing-tariffs-landed-cost-2027',
        excerpt:
          'A morning briefing for Gulf Coast importers on the cash side of tariffs: how duties flow through landed cost, bonds and payment timing, and how to fund suppliers while margins are under pressure.',
        speakers: [
          MICHAEL,
          ARJUN,
          { name: 'Licensed customs broker (guest speaker)', role: 'Vice President, Customs Compliance', company: 'Gulfgate Customs Brokerage (demo)' },
        ],
        venue: { name: 'Hotel conference hall, Galleria area, Houston', address: 'Uptown Galleria area, Houston, TX, United States' },
        body: doc(
          p(
            'US tariff measures have changed often over the past two years, under several legal authorities, and some have been challenged in court. Whatever the rate on the day you import, the cash effect is the same: more money leaves your business sooner. This briefing focuses on what importers can control.',
          ),
          h2('Agenda'),
          ul([
            '8:00 am: Breakfast and registration',
            '8:30 am: Reading your entry summary: base duty, additional duties under Chapter 99 and fees (guest customs broker)',
            '9:00 am: Classification and origin: how the HTSUS line and country of origin drive the duty, and when a CBP binding ruling is worth requesting (Arjun Mehta)',
            '9:30 am: Cash timing: periodic monthly statements, continuous bond sufficiency when duties rise, and refunds through post-summary corrections and protests',
            '10:00 am: Funding the supplier side: import factoring and supplier finance while duties absorb your cash (Michael Brooks)',
            '10:30 am: Questions and close',
          ]),
          h2('Who should attend'),
          ul([
            'CFOs, controllers and owners of importing distributors, retailers and manufacturers in Texas and the Gulf region.',
            'Logistics and trade compliance managers who work with customs brokers.',
            'Importers whose continuous bond or duty budget has grown sharply.',
          ]),
          h2('Please note'),
          p(
            'This briefing explains processes and options; it is not legal advice on any specific tariff measure. Rates and programs can change at short notice, so speakers will refer you to the current HTSUS and CBP guidance. Bring your top HTS codes and a recent entry summary with prices removed if you would like to discuss them in the Q&A.',
          ),
        ),
        seo: {
          title: 'Houston importers’ briefing: tariffs and cash flow',
          description:
            'Houston briefing for importers: entry summaries, HTS classification and origin, bond sufficiency, duty timing and funding suppliers when tariffs rise.',
        },
      },
    },
  },
  {
    key: 'event-us-online-epd-workshop-2027',
    kind: 'event',
    startsAt: '2027-04-14T13:00:00-04:00',
    endsAt: '2027-04-14T14:30:00-04:00',
    timeZone: 'America/New_York',
    format: 'online',
    registrationForm: 'lead-magnet',
    cover: {
      motif: 'calendar',
      alt: { 'en-us': 'Illustration: a payment calendar with a sliding discount scale across the days of the month' },
    },
    content: {
      'en-us': {
        title: 'Online workshop: design an early payment discount program',
        slug: 'online-workshop-design-early-payment-discount-program-2027',
        excerpt:
          'A hands-on online workshop for treasury and procurement teams: set a target return, build a sliding discount scale, choose suppliers and model the effect on cash and margin.',
        speakers: [MICHAEL, { name: 'Corporate treasurer (guest speaker)', role: 'Assistant Treasurer', company: 'Lakeshore Home Goods (demo)' }],
        body: doc(
          p(
            'Early payment discount programs let a buyer earn a return on excess cash by paying approved invoices early. Unlike static 2/10 net 30 terms, a dynamic program prices every invoice and date from one target rate. In this 90-minute workshop you will build one, working in a shared spreadsheet template.',
          ),
          h2('Agenda'),
          ul([
            '1:00 pm: Why static discount terms underperform, and how dynamic discounting differs (Michael Brooks)',
            '1:15 pm: Exercise 1: set a target annualized return against your money-market yield and hurdle rate',
            '1:35 pm: Exercise 2: build the sliding scale that converts the rate into a discount for each payment date',
            '1:55 pm: Exercise 3: choose suppliers and estimate uptake by segment',
            '2:10 pm: A treasurer’s lessons from the first year: cash forecasting, controls and supplier communication (guest speaker)',
            '2:20 pm: Questions',
          ]),
          h2('What you will take away'),
          ul([
            'A working model of your own program, with cash deployed, expected discounts and annualized return.',
            'A supplier letter template and an FAQ your team can adapt.',
            'A checklist for ERP terms, remittance advice and approval workflows.',
          ]),
          h2('Who should attend'),
          ul([
            'Treasurers and assistant treasurers with a recurring excess cash position.',
            'Procurement and accounts payable leaders who manage supplier terms.',
            'Controllers who will account for discounts earned.',
          ]),
          h2('How the workshop runs'),
          p(
            'You will receive the template a week before the session. Exercises use illustrative round numbers, so you do not need to share company data; you can replace them with your own figures afterwards. Attendance is limited so that everyone can work through the exercises, and a laptop with spreadsheet software is recommended.',
          ),
        ),
        seo: {
          title: 'Workshop: design an early payment discount program',
          description:
            'Hands-on online workshop for treasury and procurement teams: set a target return, build a sliding discount scale, pick suppliers and model the cash impact.',
        },
      },
    },
  },
  // ================================================================ USA: webinars
  {
    key: 'webinar-us-scf-program-design',
    kind: 'webinar',
    startsAt: '2026-03-18T13:00:00-04:00',
    endsAt: '2026-03-18T14:00:00-04:00',
    timeZone: 'America/New_York',
    format: 'online',
    recording: 'video-rec-us-scf-program-design',
    cover: {
      motif: 'handshake',
      alt: { 'en-us': 'Illustration: a buyer and a supplier shaking hands over an approved invoice' },
    },
    content: {
      'en-us': {
        title: 'Webinar: designing a supply chain finance program',
        slug: 'designing-a-supply-chain-finance-program',
        excerpt:
          'A one-hour webinar for finance and procurement leaders on designing a supply chain finance program: objectives, supplier segmentation, legal and accounting set-up, onboarding and metrics.',
        speakers: [MICHAEL, { name: 'Manufacturing CFO (guest speaker)', role: 'Chief Financial Officer', company: 'Prairie Forge Components (demo)' }],
        body: doc(
          p(
            'A supply chain finance program lets your suppliers sell approved invoices to a financier at a rate based on your credit, while you pay on the due date. In this webinar Michael Brooks and a guest CFO walked through the design decisions that determine whether a program is used. The recording is available below.',
          ),
          h2('Agenda'),
          ul([
            'Setting objectives: supplier liquidity, standard terms and working capital',
            'Segmenting suppliers by spend, criticality and size',
            'Legal structure: true sale of receivables, UCC-1 filings and supplier lien releases',
            'Accounting and disclosure under ASU 2022-04, and how rating agencies view programs',
            'Onboarding: the supplier letter, KYC and the first funded invoice',
            'Metrics: onboarded and funded spend, approval time, DPO and supplier health',
            'Live questions',
          ]),
          h2('Key points'),
          ul([
            'Fast invoice approval matters more than pricing for supplier adoption.',
            'Avoid extending terms for small and diverse suppliers; they gain most from early payment at your existing terms.',
            'Settle the accounting presentation with your auditors before launch.',
            'Run an early payment discount program alongside, if you want to deploy your own cash at times.',
          ]),
          h2('From the Q&A'),
          p(
            'Several attendees asked how suppliers’ own lenders react. Receivables sold into the program leave the supplier’s borrowing base, so a supplier with an asset-based loan should tell its lender early; the lender may need to release those receivables from its lien before the first sale.',
          ),
          h2('Who should watch the recording'),
          ul([
            'CFOs, treasurers and controllers of US mid-market and large companies.',
            'Procurement and accounts payable leaders planning a program.',
            'Teams whose existing program has low supplier uptake.',
          ]),
        ),
        seo: {
          title: 'Webinar: designing a supply chain finance program',
          description:
            'Watch our webinar on supply chain finance program design: objectives, supplier segmentation, UCC and ASU 2022-04, onboarding and the metrics that matter.',
        },
      },
    },
  },
  {
    key: 'webinar-us-hts-classification-tariffs',
    kind: 'webinar',
    startsAt: '2026-12-09T13:00:00-05:00',
    endsAt: '2026-12-09T14:00:00-05:00',
    timeZone: 'America/New_York',
    format: 'online',
    registrationForm: 'lead-magnet',
    cover: {
      motif: 'shield',
      alt: { 'en-us': 'Illustration: a shield over a product carton labeled with a ten-digit tariff number' },
    },
    content: {
      'en-us': {
        title: 'Webinar: HTS classification when tariffs keep changing',
        slug: 'hts-classification-when-tariffs-keep-changing',
        excerpt:
          'A one-hour webinar for US importers on classifying goods correctly in the HTSUS, documenting the decision and checking which additional duties apply to each line, so tariff changes do not catch you out.',
        speakers: [ARJUN, { name: 'Trade counsel (guest speaker)', role: 'Partner, Customs and International Trade', company: 'Harbor & Pine LLP (demo)' }],
        body: doc(
          p(
            'When additional duties attach to specific tariff lines, a classification error is no longer a small compliance issue; it can change your landed cost overnight. This webinar covers the method for classifying goods in the Harmonized Tariff Schedule of the United States and the controls that keep your classifications defensible.',
          ),
          h2('Agenda'),
          ul([
            'How the HTSUS is built: six internationally shared digits, then US subheadings and statistical suffixes up to ten digits',
            'The General Rules of Interpretation in practice, with two product examples',
            'Chapter 99: how additional duties are layered on top of the base rate, and how to check which apply to your line and origin',
            'Country of origin and substantial transformation',
            'Using CBP rulings: searching existing rulings and when to request a binding ruling',
            'Fixing mistakes: post-summary corrections, protests and prior disclosure (guest speaker)',
            'Live questions',
          ]),
          h2('Who should attend'),
          ul([
            'Importers of record managing their own classification database.',
            'Trade compliance, logistics and finance staff who review entries from customs brokers.',
            'CFOs who need to understand how classification drives duty exposure.',
          ]),
          h2('What you will take away'),
          ul([
            'A classification worksheet that records the headings considered, the notes applied and the rulings relied on.',
            'A monthly routine to check your top lines for new or changed additional duties.',
            'Questions to ask your customs broker before each new product’s first entry.',
          ]),
          h2('Please note'),
          p(
            'Tariff measures and their legal basis may change between now and the session, and some have been subject to litigation. We will present the position on the day and point you to the current HTSUS and CBP guidance. The session is general information, not legal advice.',
          ),
        ),
        seo: {
          title: 'Webinar: HTS classification for US importers',
          description:
            'Webinar for US importers on HTSUS classification: the interpretation rules, Chapter 99 additional duties, origin, CBP rulings and how to correct errors.',
        },
      },
    },
  },
  {
    key: 'webinar-us-import-factoring-2027',
    kind: 'webinar',
    startsAt: '2027-03-17T12:00:00-05:00',
    endsAt: '2027-03-17T13:00:00-05:00',
    timeZone: 'America/Chicago',
    format: 'online',
    registrationForm: 'lead-magnet',
    cover: {
      motif: 'ship',
      alt: { 'en-us': 'Illustration: a cargo ship heading to a US port with a payment arrow back to the overseas supplier' },
    },
    content: {
      'en-us': {
        title: 'Webinar: import factoring for US importers',
        slug: 'import-factoring-for-us-importers',
        excerpt:
          'A one-hour webinar on paying overseas suppliers at shipment and settling 60 to 120 days later: how import factoring works, what it costs compared with LCs and deposits, and how it sits beside your bank line.',
        speakers: [MICHAEL, { name: 'Consumer goods importer (guest speaker)', role: 'VP, Finance', company: 'Bayou Home Imports (demo)' }],
        body: doc(
          p(
            'Overseas suppliers want deposits and payment before shipment; US customers pay 30 to 90 days after delivery. Duties and freight sit in between. This webinar shows how import factoring closes that gap and what to check before you sign up.',
          ),
          h2('Agenda'),
          ul([
            'The importer’s cash cycle, from purchase order to customer payment (Michael Brooks)',
            'How import factoring works: the import line, supplier payment at shipment and settlement on the due date',
            'Costs worked through on an illustrative order: discount charge and service fee, compared with LC fees and supplier deposits',
            'Living alongside your bank: ABL lenders, blanket liens and intercreditor consent',
            'What the facility does not cover: duties, tariffs, freight and brokerage',
            'An importer’s experience of switching suppliers from deposits to paid-at-shipment (guest speaker)',
            'Live questions',
          ]),
          h2('Who should attend'),
          ul([
            'CFOs and owners of importing distributors, brands and retailers.',
            'Importers paying supplier deposits or opening letters of credit today.',
            'Companies whose bank line is stretched by duties and inventory.',
          ]),
          h2('What you will take away'),
          ul([
            'A cash-cycle worksheet for your own import flow.',
            'A side-by-side cost comparison of deposits, letters of credit and import factoring.',
            'The questions your bank and your suppliers are likely to ask, with answers.',
          ]),
          h2('Before the session'),
          p(
            'Note your top suppliers, the payment terms they require and your average days from shipment to customer payment. The worked example uses the same inputs, so you can follow along with your own numbers.',
          ),
        ),
        seo: {
          title: 'Webinar: import factoring for US importers',
          description:
            'Webinar on import factoring for US importers: pay suppliers at shipment, settle in 60 to 120 days, and compare the cost with LCs and supplier deposits.',
        },
      },
    },
  },
]
