import { usePathname } from '@tumbledash/shared';
import { mainPageFor } from '../routes/routes';
import { LoginPage } from './login-page';
import { NotFoundPage } from './not-found-page';
import { RegisterPage } from './register-page';
import './pages.css';

export function ShellPages() {
  const page = mainPageFor(usePathname());
  if (page === 'login') return <LoginPage />;
  if (page === 'register') return <RegisterPage />;
  return <NotFoundPage />;
}
