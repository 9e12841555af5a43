import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { PageEntry } from '../pages.ts';
import { site } from '../site.ts';
import { site as words } from './site.ts';

/**
 * The Spanish pages, in pages.ts's order, each with its own address under /es: the same
 * modules, in Spanish words.
 */
export const pages = curlyQuotes([
  {
    path: '/es/inicio',
    module: 'home',
    label: 'Inicio',
    title: 'Desarrollo web a medida',
    description: words.description,
  },
  {
    path: '/es/sobre-mi',
    module: 'about',
    label: 'Sobre mí',
    title: 'Sobre mí',
    description: `Conozca a ${site.ownerName}: músico, diseñador gráfico y desarrollador web con más de ${site.yearsOfExperience} años de experiencia, al frente de un estudio unipersonal.`,
  },
  {
    path: '/es/capacidades',
    module: 'capabilities',
    label: 'Capacidades',
    title: 'Capacidades',
    description:
      'Los frameworks, plataformas y bibliotecas de interfaz con los que trabajo, de Angular, React y Vue.js a Node.js y WordPress, elegidos para durar.',
  },
  {
    path: '/es/servicios',
    module: 'services',
    label: 'Servicios',
    title: 'Servicios y precios',
    description:
      'Desarrollo web por horas: niveles de proyecto desde sitios WordPress hasta aplicaciones complejas, alojamiento gratuito, planes de soporte y consulta gratuita.',
  },
  {
    path: '/es/portafolio',
    module: 'portfolio',
    label: 'Portafolio',
    title: 'Portafolio',
    description:
      'Proyectos para organismos públicos, fundaciones y editoriales: el reto de cada uno, la solución construida y los resultados que trajo.',
  },
  {
    path: '/es/escritos',
    module: 'writing',
    label: 'Escritos',
    title: 'Escritos',
    description: 'Notas sobre cómo construir sitios web que duran, con el código que lo demuestra.',
  },
  {
    path: '/es/curriculum',
    module: 'resume',
    label: 'Currículum',
    title: 'Currículum',
    description: `Currículum de ${site.ownerName}, diseñador convertido en desarrollador con más de ${site.yearsOfExperience} años de desarrollo web: fortalezas, experiencia y formación.`,
  },
  {
    path: '/es/contacto',
    module: 'contact',
    label: 'Contacto',
    title: 'Contacto',
    description:
      'Hable directamente con el desarrollador que construirá su sitio: llame, envíe un mensaje o escriba para reservar una primera consulta gratuita.',
  },
] as const satisfies readonly PageEntry[]);

/** The not-found page's title and description, as pages.ts's `notFoundPage`. */
export const notFoundPage = curlyQuotes({
  title: 'Página no encontrada',
  description: `No hay ninguna página en esta dirección del sitio de ${site.studioName}. La página de inicio y el menú llevan a todo lo que ofrece el sitio.`,
} as const);
