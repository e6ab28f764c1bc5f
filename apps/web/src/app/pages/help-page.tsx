import { useNavigate } from 'react-router';
import { HelpModal } from '../../features/help/components/help-modal';
import { HomePage } from './home-page';

/** /help: Home with the help modal over it; closing the modal goes home. */
export function HelpPage() {
  const navigate = useNavigate();
  return (
    <>
      <HomePage />
      <HelpModal onClose={() => navigate('/')} />
    </>
  );
}
