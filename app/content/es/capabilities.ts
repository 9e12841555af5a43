import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { CapabilitiesContent } from '../capabilities.schema.ts';

export const capabilities = curlyQuotes<CapabilitiesContent>({
  heading: 'CAPACIDADES',
  headline: 'Las herramientas adecuadas para su proyecto, elegidas con cuidado',
  intro:
    'Elijo las herramientas por el trabajo y por las personas que mantendrán el resultado, no por novedad. Estas son las que conozco a fondo y uso en producción.',
  frameworksHeading: 'Frameworks y plataformas principales',
  frameworks: [
    {
      name: 'Angular',
      use: 'Aplicaciones grandes y duraderas, con una estructura estricta y formularios tipados.',
    },
    {
      name: 'React',
      use: 'Interfaces interactivas y bibliotecas de componentes, incluido este sitio.',
    },
    { name: 'Vue.js', use: 'Aplicaciones de una página accesibles y mejoras progresivas.' },
    { name: 'Next.js', use: 'Sitios React renderizados en el servidor o generados de forma estática.' },
    { name: 'Node.js', use: 'API, herramientas de compilación y tareas en segundo plano en JavaScript.' },
    { name: 'Express', use: 'Servicios web y API REST ligeros y bien probados.' },
    {
      name: 'WordPress',
      use: 'Sitios con gestor de contenidos y temas propios que a los editores les gusta usar.',
    },
    {
      name: 'HTML5 Boilerplate',
      use: 'Sitios estáticos rápidos y fiables que parten de una base sólida.',
    },
    { name: 'Vite', use: 'Servidores de desarrollo rápidos y compilaciones de producción optimizadas.' },
    { name: 'jQuery', use: 'Mantener y modernizar poco a poco sitios ya establecidos.' },
    { name: 'Bootstrap', use: 'Maquetaciones adaptables entregadas con rapidez sobre una retícula conocida.' },
    { name: 'React Native', use: 'Apps para iOS y Android que comparten código con la web.' },
  ],
  uiLibrariesHeading: 'Bibliotecas de componentes de interfaz',
  uiLibrariesIntro: 'Cuando un proyecto se beneficia de un sistema de diseño ya hecho, trabajo con:',
  uiLibraries: [
    'Angular Material',
    'MUI',
    'PrimeReact y PrimeNG',
    'Bootstrap',
    'Tailwind CSS',
    'Radix UI',
    'shadcn/ui',
  ],
  approach: {
    heading: 'Mi forma de trabajar',
    paragraphs: [
      'Empiezo por la plataforma: HTML semántico, CSS moderno y patrones accesibles, y añado un framework donde se gana su sitio. Así las páginas son rápidas, legibles para las tecnologías de apoyo y fáciles de traspasar.',
      'Cada proyecto tiene pruebas automáticas, una compilación documentada y código que reviso yo línea a línea. La IA ayuda con el trabajo repetitivo; la arquitectura y el criterio siguen siendo humanos.',
    ],
  },
  portfolioLink: { to: '/es/portafolio', label: 'Ver estas herramientas en acción en mi portafolio' },
});
