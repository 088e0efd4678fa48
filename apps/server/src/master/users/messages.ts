import { languages, type Language } from '@knjige/contract';

/** The texts of every message, per language; Serbian Latin unless the user chose another. */
interface Texts {
  hello: (name: string) => string;
  invite: { subject: (company: string) => string; intro: (company: string) => string; action: string; validity: string };
  added: { subject: (company: string) => string; intro: (company: string) => string };
  reset: { subject: string; intro: string; validity: string };
  verify: { subject: string; intro: string; validity: string };
}

const texts: Record<Language, Texts> = {
  'sr-lat': {
    hello: (name) => (name ? `Zdravo ${name},` : 'Zdravo,'),
    invite: {
      subject: (c) => `Poziv za rad u firmi ${c}`,
      intro: (c) => `Pozvani ste da koristite aplikaciju za firmu ${c}.`,
      action: 'Otvorite sledeći link da biste postavili lozinku i aktivirali nalog:',
      validity: 'Link važi 7 dana i može se iskoristiti samo jednom.',
    },
    added: {
      subject: (c) => `Poziv u firmu ${c}`,
      intro: (c) =>
        `Pozvani ste da pristupite firmi ${c}. Prijavite se svojom postojećom lozinkom i prihvatite ili odbijte poziv na svom profilu (Moje firme); do tada firma ne vidi ništa od vas osim ovog poziva:`,
    },
    reset: {
      subject: 'Promena lozinke',
      intro: 'Primili smo zahtev za promenu lozinke za vaš nalog. Novu lozinku postavite na linku:',
      validity: 'Link važi 1 sat i može se iskoristiti samo jednom. Ako niste tražili promenu lozinke, zanemarite ovu poruku.',
    },
    verify: {
      subject: 'Potvrda e-mail adrese',
      intro: 'Da biste ovu adresu koristili za prijavu, potvrdite je na linku:',
      validity: 'Link važi 7 dana. Dok adresu ne potvrdite, prijavljujete se dosadašnjom.',
    },
  },
  'sr-cyr': {
    hello: (name) => (name ? `Здраво ${name},` : 'Здраво,'),
    invite: {
      subject: (c) => `Позив за рад у фирми ${c}`,
      intro: (c) => `Позвани сте да користите апликацију за фирму ${c}.`,
      action: 'Отворите следећи линк да бисте поставили лозинку и активирали налог:',
      validity: 'Линк важи 7 дана и може се искористити само једном.',
    },
    added: {
      subject: (c) => `Позив у фирму ${c}`,
      intro: (c) =>
        `Позвани сте да приступите фирми ${c}. Пријавите се својом постојећом лозинком и прихватите или одбијте позив на свом профилу (Моје фирме); до тада фирма не види ништа од вас осим овог позива:`,
    },
    reset: {
      subject: 'Промена лозинке',
      intro: 'Примили смо захтев за промену лозинке за ваш налог. Нову лозинку поставите на линку:',
      validity: 'Линк важи 1 сат и може се искористити само једном. Ако нисте тражили промену лозинке, занемарите ову поруку.',
    },
    verify: {
      subject: 'Потврда адресе е-поште',
      intro: 'Да бисте ову адресу користили за пријаву, потврдите је на линку:',
      validity: 'Линк важи 7 дана. Док адресу не потврдите, пријављујете се досадашњом.',
    },
  },
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    invite: {
      subject: (c) => `Invitation to ${c}`,
      intro: (c) => `You have been invited to use the application for ${c}.`,
      action: 'Open this link to set your password and activate your account:',
      validity: 'The link is valid for 7 days and can be used once.',
    },
    added: {
      subject: (c) => `Invitation to join ${c}`,
      intro: (c) =>
        `You have been invited to join ${c}. Sign in with your existing password and accept or decline the invitation on your profile (My companies); until then the company sees nothing of yours but this invitation:`,
    },
    reset: {
      subject: 'Password reset',
      intro: 'We received a request to reset the password of your account. Set a new password at:',
      validity: 'The link is valid for 1 hour and can be used once. If you did not ask for a new password, ignore this message.',
    },
    verify: {
      subject: 'Confirm your e-mail address',
      intro: 'To sign in with this address, confirm it at:',
      validity: 'The link is valid for 7 days. Until then you sign in with your current address.',
    },
  },
};

export const languageOf = (value: string | null | undefined): Language =>
  (languages as readonly string[]).includes(value ?? '') ? (value as Language) : 'sr-lat';

interface Recipient {
  email: string;
  firstName: string;
  language: string | null;
}

const body = (...lines: string[]) => `${lines.join('\n')}\n`;

export function inviteMessage(to: Recipient, companyName: string, link: string) {
  const t = texts[languageOf(to.language)];
  return {
    to: to.email, kind: 'invite', link,
    subject: t.invite.subject(companyName),
    text: body(t.hello(to.firstName), '', t.invite.intro(companyName), t.invite.action, '', link, '', t.invite.validity),
  };
}

/** To a user who already has a password: an invitation they accept in the app, signed in (the link opens sign-in). */
export function addedMessage(to: Recipient, companyName: string, link: string) {
  const t = texts[languageOf(to.language)];
  return {
    to: to.email, kind: 'join', link,
    subject: t.added.subject(companyName),
    text: body(t.hello(to.firstName), '', t.added.intro(companyName), '', link),
  };
}

export function resetMessage(to: Recipient, link: string) {
  const t = texts[languageOf(to.language)];
  return { to: to.email, kind: 'reset', link, subject: t.reset.subject, text: body(t.hello(to.firstName), '', t.reset.intro, '', link, '', t.reset.validity) };
}

export function verifyMessage(to: Recipient, link: string) {
  const t = texts[languageOf(to.language)];
  return { to: to.email, kind: 'verify', link, subject: t.verify.subject, text: body(t.hello(to.firstName), '', t.verify.intro, '', link, '', t.verify.validity) };
}
