import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, i18n, loadLanguage, startLanguage } from '@/shared/i18n';
import { redirectToLogin } from '@/api/http';
import { BootSpinner, readLoginLanguage, signInFailure, startUpSignIn, type AccountSwitch } from '@/features/auth';
import { isPublicPath } from './app/router/fixedRoutes';
import { isHomePath, prefetchFirstScreen } from './app/router/prefetch';
import { loadAllTextsAfterFirstScreen } from './app/router/allTexts';
import { queryClient } from './app/queryClient';
import { loadOfferedLanguages } from './app/offeredLanguages';

const root = createRoot(document.getElementById('root')!);
// read before the sign-in strips the login data from the address
const chosenAtLogin = readLoginLanguage(window.location.href);
// the languages the company offers (issue 30), asked beside the sign-in: the portal starts in one of them
const offered = loadOfferedLanguages();
// the login page's choice, else the stored one, else the browser's (spec 01 §4 mapping), within the offered ones
const language = offered.then(() => startLanguage(chosenAtLogin));
// only the interface language's texts load; without them the keys show, which beats no page
const texts = language.then((lang) =>
  loadLanguage(lang)
    .catch((error: unknown) => console.error(error))
    .then(() => {
      initI18n(lang);
      root.render(<BootSpinner label={i18n.t('auth:signingIn')} />);
    }),
);

// the shell's code and the texts load while the sign-in call runs
const shell = import('./App');

/** A link with another account's tokens while someone is signed in here: the person decides (issue 13). */
async function confirmSwitch(change: AccountSwitch): Promise<boolean> {
  const [{ SwitchAccountPrompt }] = await Promise.all([import('@/features/auth/SwitchAccountPrompt'), texts]);
  return new Promise((resolve) => {
    root.render(
      <SwitchAccountPrompt
        change={change}
        onAnswer={(switching) => {
          root.render(<BootSpinner label={i18n.t('auth:signingIn')} />);
          resolve(switching);
        }}
      />,
    );
  });
}

startUpSignIn(window.location.href, { confirmSwitch })
  .then(async () => {
    // the first screen's calls ask in the language the portal starts in (usually settled by now)
    await language;
    // the menu and the page's first lists load while the shell's code and the texts still load
    prefetchFirstScreen(queryClient, window.location.pathname);
    await texts;
    const { App, prepareFirstRender } = await shell;
    await prepareFirstRender(window.location.pathname, await language);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    loadAllTextsAfterFirstScreen(queryClient, isHomePath(window.location.pathname));
  })
  .catch(async (error: unknown) => {
    const failure = signInFailure(error);
    if (!failure.expected) console.error(error);
    await texts;
    // the error pages (/401, /404, /500) open without signing in (spec 01 §2)
    if (isPublicPath(window.location.pathname)) {
      const { App } = await shell;
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
      return;
    }
    root.render(<BootSpinner label={i18n.t('auth:redirecting')} />);
    redirectToLogin(failure.loginReason);
  });
