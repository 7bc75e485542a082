import type { PostKind } from '@portfolio/contract';

/** The demo's posts, each with the date of its award, article or quote ('YYYY-MM-DD'). */
export const DEMO_POSTS: Record<PostKind, Array<{ title: string; desc: string; nav?: string; date: string }>> = {
  press: [
    {
      title: 'Indian Builder Review: a new door line in Peenya',
      desc: 'Indian Builder Review visits our second press line, which brings joinery, finishing and fire-door assembly under one roof.',
      nav: 'press-release',
      date: '2024-06-12',
    },
    {
      title: 'Interiors Today: a campus built in one contract',
      desc: 'Interiors Today looks at how design-and-build delivery shortened the schedule of a corporate campus by four months.',
      nav: 'press-release',
      date: '2025-02-03',
    },
    {
      title: 'Healthcare Facilities Journal: fire doors as sets',
      desc: 'Healthcare Facilities Journal reports on our certified fire-door sets for hospitals: leaf, frame, hardware and label tested together.',
      nav: 'news',
      date: '2025-09-22',
    },
  ],
  awards: [
    {
      title: 'Best Interior Fit-out 2023, Indian Interior Design Council',
      desc: 'Awarded by the Indian Interior Design Council for the Vertex Technologies office in Hyderabad: 120,000 sq ft delivered on time.',
      date: '2023-11-18',
    },
    {
      title: 'Safety Excellence Award 2024, Construction Safety Forum of India',
      desc: 'Awarded by the Construction Safety Forum of India for two million working hours without a lost-time incident across our sites.',
      date: '2024-12-05',
    },
  ],
  testimonials: [
    {
      title: 'Dr. Lakshmi Menon, Principal, Greenfield International School',
      desc: 'The team handed over the campus before the new academic year, with every classroom ready on day one.',
      date: '2021-07-15',
    },
    {
      title: 'Sanjay Kulkarni, Head of Facilities, Sunrise Hospital',
      desc: 'They kept the hospital running while building the critical care wing next door. Clean, quiet and on schedule.',
      date: '2025-04-08',
    },
  ],
};

/**
 * The renders the demo posts show (press: the factory and projects; awards: the work;
 * testimonials: the places), mirrored or framed tighter so they are not the project photos as is.
 */
export const POST_PHOTOS: Record<PostKind, string[]> = {
  press: ['factory-6:crop', 'office-4:crop', 'corridor-1:flip'],
  awards: ['bank-1:crop', 'facade-3:flip'],
  testimonials: ['classroom-1:crop', 'corridor-2:crop'],
};
