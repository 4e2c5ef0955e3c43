import { StepList, type Step } from '~/components/ui/step-list';

export const DESIGN_PROCESS: readonly Step[] = [
  {
    title: 'Research',
    text: 'We begin with your story: the venue, the season, your traditions and the feeling you want guests to have.',
  },
  {
    title: 'Concept',
    text: 'Sketches, palettes and type pairings come together into a concept, painted and lettered by hand.',
  },
  {
    title: 'Digital Execution',
    text: 'The artwork is scanned, refined and built into layered templates that stay crisp at every size.',
  },
  {
    title: 'Testing',
    text: 'Each design is checked on phones, tablets, e-mail and paper so it looks right wherever it is opened.',
  },
  {
    title: 'Customization Options',
    text: 'We prepare the wording, colours and fonts you can change, so your invitation is unmistakably yours.',
  },
  {
    title: 'Final Delivery',
    text: 'You receive print-ready PDF and share-ready JPG files, with 30 days of email support.',
  },
];

export function DesignProcess() {
  return <StepList steps={DESIGN_PROCESS} />;
}
