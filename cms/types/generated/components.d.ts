import type { Schema, Struct } from '@strapi/strapi';

export interface BlockItemsCard extends Struct.ComponentSchema {
  collectionName: 'components_block_items_card';
  info: {
    description: 'A card: title, text, optional picture and link.';
    displayName: 'Card';
    icon: 'dashboard';
  };
  attributes: {
    image: Schema.Attribute.Media<'images'>;
    linkLabel: Schema.Attribute.String;
    linkUrl: Schema.Attribute.String;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlockItemsFaqItem extends Struct.ComponentSchema {
  collectionName: 'components_block_items_faq_item';
  info: {
    description: 'A question and its answer (markdown).';
    displayName: 'Question';
    icon: 'question';
  };
  attributes: {
    answer: Schema.Attribute.RichText & Schema.Attribute.Required;
    question: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlockItemsFigure extends Struct.ComponentSchema {
  collectionName: 'components_block_items_figure';
  info: {
    description: 'A number and what it counts, e.g. "120,000 | doors a year".';
    displayName: 'Figure';
    icon: 'chartPie';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlockItemsMilestone extends Struct.ComponentSchema {
  collectionName: 'components_block_items_milestone';
  info: {
    description: 'A year and what happened.';
    displayName: 'Milestone';
    icon: 'clock';
  };
  attributes: {
    event: Schema.Attribute.Text & Schema.Attribute.Required;
    year: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlockItemsPerson extends Struct.ComponentSchema {
  collectionName: 'components_block_items_person';
  info: {
    description: 'A person: photo, name, role.';
    displayName: 'Person';
    icon: 'user';
  };
  attributes: {
    name: Schema.Attribute.String & Schema.Attribute.Required;
    photo: Schema.Attribute.Media<'images'>;
    role: Schema.Attribute.String;
  };
}

export interface BlockItemsStep extends Struct.ComponentSchema {
  collectionName: 'components_block_items_step';
  info: {
    description: 'One step of a process.';
    displayName: 'Step';
    icon: 'bulletList';
  };
  attributes: {
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksCards extends Struct.ComponentSchema {
  collectionName: 'components_blocks_cards';
  info: {
    description: 'Cards with a title, text, optional picture and link.';
    displayName: 'Cards';
    icon: 'dashboard';
  };
  attributes: {
    intro: Schema.Attribute.Text;
    items: Schema.Attribute.Component<'block-items.card', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksCta extends Struct.ComponentSchema {
  collectionName: 'components_blocks_cta';
  info: {
    description: 'A band with a line of text and a button.';
    displayName: 'Call to action';
    icon: 'cursor';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksDownloads extends Struct.ComponentSchema {
  collectionName: 'components_blocks_downloads';
  info: {
    description: 'Files from the documents library (dashboard \u203A Certificates).';
    displayName: 'Downloads';
    icon: 'download';
  };
  attributes: {
    documents: Schema.Attribute.Relation<'oneToMany', 'api::document.document'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksFaq extends Struct.ComponentSchema {
  collectionName: 'components_blocks_faq';
  info: {
    description: 'Questions and answers (also published as FAQPage structured data).';
    displayName: 'FAQ';
    icon: 'question';
  };
  attributes: {
    items: Schema.Attribute.Component<'block-items.faq-item', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksFigures extends Struct.ComponentSchema {
  collectionName: 'components_blocks_figures';
  info: {
    description: 'Numbers with labels, e.g. years, projects, doors a year.';
    displayName: 'Figures band';
    icon: 'chartPie';
  };
  attributes: {
    items: Schema.Attribute.Component<'block-items.figure', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksGallery extends Struct.ComponentSchema {
  collectionName: 'components_blocks_gallery';
  info: {
    description: 'Photos in a grid; a click opens them large.';
    displayName: 'Gallery';
    icon: 'landscape';
  };
  attributes: {
    images: Schema.Attribute.Media<'images', true> & Schema.Attribute.Required;
    title: Schema.Attribute.String;
  };
}

export interface BlocksImage extends Struct.ComponentSchema {
  collectionName: 'components_blocks_image';
  info: {
    description: 'A picture with a caption.';
    displayName: 'Image';
    icon: 'picture';
  };
  attributes: {
    caption: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
  };
}

export interface BlocksImageText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_image_text';
  info: {
    description: 'A picture beside a titled text.';
    displayName: 'Image beside text';
    icon: 'picture';
  };
  attributes: {
    body: Schema.Attribute.RichText;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    imageSide: Schema.Attribute.Enumeration<['left', 'right']> & Schema.Attribute.DefaultTo<'left'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksPeople extends Struct.ComponentSchema {
  collectionName: 'components_blocks_people';
  info: {
    description: 'People with photo, name and role (e.g. leadership).';
    displayName: 'People';
    icon: 'user';
  };
  attributes: {
    intro: Schema.Attribute.Text;
    items: Schema.Attribute.Component<'block-items.person', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksProjects extends Struct.ComponentSchema {
  collectionName: 'components_blocks_projects';
  info: {
    description: "Projects: chosen, a service's or sector's newest (chosen ones first), or featured.";
    displayName: 'Projects';
    icon: 'briefcase';
  };
  attributes: {
    limit: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    projects: Schema.Attribute.Relation<'oneToMany', 'api::site.site'>;
    sector: Schema.Attribute.Enumeration<['educational', 'healthcare', 'bank', 'corporate', 'government']>;
    service: Schema.Attribute.Enumeration<['design-and-build', 'interiors', 'manufacturing', 'fire-doors']>;
    source: Schema.Attribute.Enumeration<['chosen', 'service', 'sector', 'featured']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'chosen'>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksRichText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_rich_text';
  info: {
    description: 'A titled block of text (markdown: paragraphs, - bullet lists, **bold**).';
    displayName: 'Rich text';
    icon: 'align-left';
  };
  attributes: {
    body: Schema.Attribute.RichText;
    title: Schema.Attribute.String;
  };
}

export interface BlocksSpecTable extends Struct.ComponentSchema {
  collectionName: 'components_blocks_spec_table';
  info: {
    description: 'A table: column headings separated by |, then one row per line with cells separated by |.';
    displayName: 'Spec table';
    icon: 'grid';
  };
  attributes: {
    caption: Schema.Attribute.String;
    columns: Schema.Attribute.String & Schema.Attribute.Required;
    rows: Schema.Attribute.Text & Schema.Attribute.Required;
    title: Schema.Attribute.String;
  };
}

export interface BlocksSteps extends Struct.ComponentSchema {
  collectionName: 'components_blocks_steps';
  info: {
    description: 'A process as numbered steps.';
    displayName: 'Steps';
    icon: 'bulletList';
  };
  attributes: {
    intro: Schema.Attribute.Text;
    items: Schema.Attribute.Component<'block-items.step', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksTestimonial extends Struct.ComponentSchema {
  collectionName: 'components_blocks_testimonial';
  info: {
    description: 'A quote from a client.';
    displayName: 'Testimonial';
    icon: 'quote';
  };
  attributes: {
    name: Schema.Attribute.String & Schema.Attribute.Required;
    photo: Schema.Attribute.Media<'images'>;
    quote: Schema.Attribute.Text & Schema.Attribute.Required;
    role: Schema.Attribute.String;
  };
}

export interface BlocksTimeline extends Struct.ComponentSchema {
  collectionName: 'components_blocks_timeline';
  info: {
    description: 'Years and what happened.';
    displayName: 'Timeline';
    icon: 'clock';
  };
  attributes: {
    items: Schema.Attribute.Component<'block-items.milestone', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksVideo extends Struct.ComponentSchema {
  collectionName: 'components_blocks_video';
  info: {
    description: 'An uploaded video, or a YouTube link (shown as a picture until played).';
    displayName: 'Video';
    icon: 'play';
  };
  attributes: {
    caption: Schema.Attribute.String;
    file: Schema.Attribute.Media<'videos'>;
    poster: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String;
    youtubeUrl: Schema.Attribute.String;
  };
}

export interface ContentSection extends Struct.ComponentSchema {
  collectionName: 'components_content_sections';
  info: {
    description: 'A titled block of page text (markdown: paragraphs, - bullet lists, **bold**).';
    displayName: 'Section';
    icon: 'layer';
  };
  attributes: {
    body: Schema.Attribute.RichText;
    title: Schema.Attribute.String;
  };
}

export interface ContentSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_content_social_links';
  info: {
    description: 'A link in the site footer, e.g. LinkedIn.';
    displayName: 'Social link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'block-items.card': BlockItemsCard;
      'block-items.faq-item': BlockItemsFaqItem;
      'block-items.figure': BlockItemsFigure;
      'block-items.milestone': BlockItemsMilestone;
      'block-items.person': BlockItemsPerson;
      'block-items.step': BlockItemsStep;
      'blocks.cards': BlocksCards;
      'blocks.cta': BlocksCta;
      'blocks.downloads': BlocksDownloads;
      'blocks.faq': BlocksFaq;
      'blocks.figures': BlocksFigures;
      'blocks.gallery': BlocksGallery;
      'blocks.image': BlocksImage;
      'blocks.image-text': BlocksImageText;
      'blocks.people': BlocksPeople;
      'blocks.projects': BlocksProjects;
      'blocks.rich-text': BlocksRichText;
      'blocks.spec-table': BlocksSpecTable;
      'blocks.steps': BlocksSteps;
      'blocks.testimonial': BlocksTestimonial;
      'blocks.timeline': BlocksTimeline;
      'blocks.video': BlocksVideo;
      'content.section': ContentSection;
      'content.social-link': ContentSocialLink;
    }
  }
}
