import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { SiteWords } from '../schema.ts';
import { site as firstLanguage } from '../site.ts';

/**
 * The site's words in Spanish. Your details (name, phone, email, address, colour, rate) are
 * site.ts's, the same in every language; what this file writes replaces site.ts's own words.
 */
export const site = curlyQuotes<SiteWords>({
  language: 'es',
  designSiteLabel: 'Portafolio de diseño',
  bookingLabel: 'Reserve una consulta gratuita',
  emailLabel: 'Escríbame',
  closing: {
    heading: '¿Tiene un proyecto en mente?',
    text: 'Cuénteme qué está planeando. La primera consulta es gratuita, y hablará con la persona que lo construiría.',
  },
  // When you take projects, and the day you checked it, are site.ts's: only the note is in Spanish.
  availability: firstLanguage.availability && {
    ...firstLanguage.availability,
    note: 'Reservando proyectos para el año nuevo.',
  },
  availabilityWords: {
    now: 'Acepto proyectos nuevos',
    from: 'Acepto proyectos nuevos desde {month}',
    booked: 'Sin plazas libres por ahora',
  },
  words: {
    skipLink: 'Saltar al contenido principal',
    menuButton: 'Mostrar u ocultar el menú',
    menu: 'Menú',
    closeMenu: 'Cerrar el menú',
    navigation: 'Principal',
    externalSite: '(sitio externo)',
    homeLink: 'Ir a la página de inicio',
    notFound:
      'Lo sentimos, no hay ninguna página en esta dirección. Puede que se haya movido, o que el enlace tenga un error.',
    error: {
      heading: 'Algo ha fallado',
      text: 'Lo sentimos, no se ha podido mostrar esta página.',
    },
    redirecting: 'Redirigiendo a la página de inicio',
    builtWith: 'Este sitio está hecho con {framework}.',
    barrier: 'Hecho conforme a {standard}. ¿Ha encontrado una barrera? Escriba a {email}.',
    barrierSubject: 'Problema de accesibilidad',
    perHour: '{price}/hora',
    perMonth: '{price}/mes',
    retainer: 'desde {hours} horas/mes ({price})',
    tiersCaption: '{caption}, a {rate}',
    present: 'actualidad',
  },
  description:
    'Sitios web y aplicaciones a medida, fáciles de mantener. Hechos por una persona, con IA solo para las tareas repetitivas. Alojamiento y soporte incluidos.',
  paperSize: 'A4',
});
