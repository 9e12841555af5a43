import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { WritingContent } from '../schema.ts';

/** The words of /es/escritos and of every Spanish post's page. */
export const writing = curlyQuotes<WritingContent>({
  heading: 'Escritos',
  headline: 'Notas sobre cómo construir sitios que duran',
  intro:
    'Cómo trabaja el estudio: lo que cuesta una decisión, lo que ahorra y el código que hay detrás. Los nuevos artículos llegan también por feed.',
  feedLink: 'Seguir los nuevos artículos por feed (Atom)',
  callToAction: {
    heading: '¿Quiere un sitio construido así?',
    link: { to: '/es/contacto', label: 'Hábleme de su proyecto' },
  },
  words: {
    published: 'Publicado',
    updated: 'Actualizado',
    breadcrumb: 'Ruta de navegación',
    previous: 'Artículo anterior',
    next: 'Artículo siguiente',
    code: 'Ejemplo de código',
    readingTime: 'de lectura',
    allPosts: 'Todos los artículos',
  },
});
