import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { HomeContent } from '../schema.ts';
import { site } from '../site.ts';

export const home = curlyQuotes<HomeContent>({
  heading: 'INICIO',
  logoAlt: `Logotipo de ${site.studioName}`,
  headline: 'Código artesanal. Hecho por personas. Pensado para durar.',
  intro: [
    'Diseño y construyo sitios y aplicaciones web a medida con frameworks modernos, para organizaciones que quieren algo hecho para ellas, no una plantilla forzada.',
    'Cada línea que se publica la escribo o la reviso yo. Uso la IA solo para lo repetitivo, y mis horas van a las decisiones que le importan. Con su sitio en línea, lo alojo y lo sigo cuidando.',
  ],
  heroActions: [{ to: '/es/portafolio', label: 'Ver mi trabajo' }],
  clientsLabel: 'He trabajado para',
  selectedWork: {
    heading: 'Trabajos destacados',
    link: { to: '/es/portafolio', label: (projects) => `Los ${projects} proyectos` },
  },
  testimonialsHeading: 'Lo que dicen los clientes',
  sellingPointsHeading: 'Por qué trabajan conmigo',
  sellingPoints: [
    {
      title: 'Hecho para usted, no a partir de un tema',
      text: 'Cada proyecto parte de sus objetivos, sus contenidos y sus visitantes: justo lo que necesita, sin añadidos que luego pagará por mantener.',
    },
    {
      title: 'Dirigido por una persona, con la IA para lo rutinario',
      text: 'Planifico, escribo y reviso el código yo mismo. La IA ayuda con lo repetitivo y las pruebas, y reviso todo lo que toca.',
    },
    {
      title: 'Fácil de mantener desde el diseño',
      text: 'Estructura clara, pruebas automáticas y documentación sencilla: su sitio crece durante años, conmigo o con otro desarrollador, sin rehacerlo.',
    },
    {
      title: 'Alojamiento y soporte incluidos',
      text: 'Busco, registro y renuevo su dominio y alojo su sitio sin coste adicional: una sola persona a quien llamar, no cuatro proveedores.',
    },
    {
      title: 'Accesible desde la primera línea',
      text: 'Sigo las pautas WCAG desde el primer día: un sitio que funciona para todos se posiciona mejor y llega a más personas.',
    },
  ],
  specialtiesHeading: 'Especialidades',
  specialties: [
    {
      title: 'Desarrollo web y de aplicaciones a medida',
      icon: 'code',
      text: 'Sitios, aplicaciones web y apps móviles con Angular, React, Vue.js, Next.js y Node.js, a la medida de cómo trabaja su organización.',
    },
    {
      title: 'Arquitectura y mantenimiento',
      icon: 'blueprint',
      text: 'Bases sólidas para proyectos nuevos y cuidado para los existentes: auditorías, refactorización, actualizaciones y mejoras constantes.',
    },
    {
      title: 'Experiencia de usuario guiada por el diseño',
      icon: 'pen',
      text: 'Me formé como diseñador gráfico antes de programar: la maquetación, la tipografía y las interacciones reciben la misma atención que la base de datos.',
    },
  ],
  callToAction: {
    links: [
      { to: '/es/servicios', label: 'Ver servicios y precios' },
      { to: '/es/capacidades', label: 'Conocer mis capacidades' },
      { to: '/es/contacto', label: 'Contactar conmigo' },
    ],
  },
});
