import type { Fields } from './labels';

/** The content manager's labels and descriptions of the page blocks' and their items' fields. */
export const COMPONENT_LABELS: Record<string, Fields> = {
  'blocks.rich-text': {
    title: ['Heading', 'Optional heading above the text.'],
    body: ['Text', 'Paragraphs, lists and links.'],
  },
  'blocks.image-text': {
    title: ['Heading', 'The heading beside the photo.'],
    body: ['Text', 'Paragraphs, lists and links.'],
    image: ['Photo', 'The photo beside the text.'],
    imageSide: ['Photo side', 'Left or right of the text (above it on a phone).'],
  },
  'blocks.image': {
    image: ['Photo', 'A full-width photo.'],
    caption: ['Caption', 'A line under the photo.'],
  },
  'blocks.gallery': {
    title: ['Heading', 'Optional heading above the photos.'],
    images: ['Photos', 'They open full screen when tapped.'],
  },
  'blocks.cards': {
    title: ['Heading', 'The heading above the cards.'],
    intro: ['Introduction', 'A line under the heading.'],
    items: ['Cards', 'Each card: a heading, text, photo and link.'],
  },
  'blocks.figures': {
    title: ['Heading', 'Optional heading above the figures.'],
    items: ['Figures', 'Each a number and what it counts.'],
  },
  'blocks.steps': {
    title: ['Heading', 'The heading above the steps.'],
    intro: ['Introduction', 'A line under the heading.'],
    items: ['Steps', 'Numbered in order.'],
  },
  'blocks.timeline': {
    title: ['Heading', 'The heading above the timeline.'],
    items: ['Milestones', 'Each a year and what happened.'],
  },
  'blocks.people': {
    title: ['Heading', 'The heading above the people.'],
    intro: ['Introduction', 'A line under the heading.'],
    items: ['People', 'Each a name, role and photo.'],
  },
  'blocks.faq': {
    title: ['Heading', 'The heading above the questions.'],
    items: ['Questions', 'Each a question and its answer.'],
  },
  'blocks.cta': {
    title: ['Heading', 'The call to action’s heading.'],
    text: ['Text', 'A line under the heading.'],
    label: ['Button text', 'e.g. Talk to us.'],
    url: ['Button link', 'A page of this site (/contact-us) or a full web address.'],
  },
  'blocks.door-range': {
    title: ['Heading', 'The heading above the range.'],
    intro: ['Introduction', 'A line under the heading.'],
    view: ['Shown as', 'Cards with photos, a rating table, or a list.'],
  },
  'door.rating': {
    minutes: ['Minutes', 'The fire rating, e.g. 60.'],
    maxLeafWidth: ['Largest leaf width (mm)', 'The widest leaf tested at this rating.'],
    maxLeafHeight: ['Largest leaf height (mm)', 'The tallest leaf tested at this rating.'],
    glazing: ['Glazing allowed', 'A fire-rated vision panel at this rating.'],
    documents: ['Backed by', 'Test reports or certificates from the documents library.'],
  },
  'facts.portfolio-figure': {
    source: ['Source', 'Computed from the projects, or Stated (the number below).'],
    value: ['Stated number', 'Only for Stated.'],
    asOf: ['As of', 'The day the stated number was true.'],
  },
  'facts.stated-figure': {
    value: ['Number', 'Empty: said nowhere.'],
    asOf: ['As of', 'The day the number was true.'],
  },
  'blocks.downloads': {
    title: ['Heading', 'The heading above the downloads.'],
    documents: ['Documents', 'Certificates and brochures from the documents library.'],
  },
  'blocks.projects': {
    title: ['Heading', 'The heading above the project cards.'],
    source: ['Which projects', 'Chosen by hand, the featured ones, or the newest of a service or sector.'],
    projects: ['Chosen projects', 'Shown first, in this order.'],
    service: ['Service', 'The newest projects of this service fill the block.'],
    sector: ['Sector', 'The newest projects of this sector fill the block.'],
    limit: ['How many', 'The most cards shown.'],
  },
  'blocks.spec-table': {
    title: ['Heading', 'The heading above the table.'],
    caption: ['Caption', 'What the table shows.'],
    columns: ['Columns', 'Column headings, separated by |.'],
    rows: ['Rows', 'One row per line, cells separated by |.'],
  },
  'blocks.testimonial': {
    quote: ['Quote', 'What they said.'],
    name: ['Name', 'Who said it.'],
    role: ['Role and organisation', 'e.g. Facilities head, Sunrise Hospitals.'],
    photo: ['Photo', 'Optional; initials are shown without one.'],
  },
  'blocks.video': {
    title: ['Heading', 'Optional heading above the video.'],
    file: ['Video file', 'An MP4 or WebM file, or leave empty and give a YouTube link.'],
    youtubeUrl: ['YouTube link', 'Played from youtube-nocookie.com.'],
    poster: ['Poster', 'The picture shown before it plays.'],
    caption: ['Caption', 'A line under the video.'],
  },
  'block-items.card': {
    title: ['Heading', 'The card’s heading.'],
    text: ['Text', 'A few lines.'],
    image: ['Photo', 'Optional.'],
    linkUrl: ['Link', 'Where the card goes: a page of this site or a full web address.'],
    linkLabel: ['Link text', 'e.g. See our fire doors.'],
  },
  'block-items.faq-item': {
    question: ['Question', 'As a visitor would ask it.'],
    answer: ['Answer', 'Paragraphs, lists and links.'],
    answerFrom: [
      'Answer from the door range',
      'Writes the answer from the Door types instead (ratings, glazing, leaf sizes, standards).',
    ],
  },
  'block-items.figure': {
    fact: ['Company fact', 'Shows this fact from Site settings instead of a typed number.'],
    value: ['Number', 'e.g. 250+.'],
    label: ['What it counts', 'e.g. projects delivered.'],
  },
  'block-items.milestone': {
    year: ['Year', 'e.g. 2009.'],
    event: ['What happened', 'One or two sentences.'],
  },
  'block-items.person': {
    name: ['Name', 'Their full name.'],
    role: ['Role', 'e.g. Managing director.'],
    photo: ['Photo', 'Optional; initials are shown without one.'],
  },
  'block-items.step': {
    title: ['Step', 'The step’s heading.'],
    text: ['Text', 'What happens in it.'],
  },
  'content.section': {
    title: ['Heading', 'The section’s heading.'],
    body: ['Text', 'Paragraphs, lists and links.'],
  },
  'content.social-link': {
    label: ['Network', 'e.g. LinkedIn.'],
    url: ['Link', 'The full web address of the company’s page.'],
  },
};
