export { SectionCard as Section } from '../../../components/section-card';
