import { StepList, type Step } from '~/components/ui/step-list';

export const HOW_IT_WORKS: readonly Step[] = [
  {
    title: 'Choose a Design',
    text: 'Browse our collections and pick the suite that feels like your celebration.',
  },
  {
    title: 'Customise & Purchase Securely',
    text: 'Check out securely, then send us your names, date, venue and wording to personalise every card.',
  },
  {
    title: 'Download & Share Digitally',
    text: 'Receive print-ready PDF and share-ready JPG files, ready for WhatsApp, e-mail or the printer.',
  },
];

export function HowItWorks() {
  return (
    <div className="relative">
      <span aria-hidden="true" className="absolute inset-x-[16%] top-8 hidden h-px bg-gold/50 md:block" />
      <StepList steps={HOW_IT_WORKS} />
    </div>
  );
}
