import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { HomeContent } from '../schema.ts';
import { site } from '../site.ts';

export const home = curlyQuotes<HomeContent>({
  heading: 'INICIO',
  logoAlt: `Logotipo de ${site.studioName}`,
  headline: 'Código artesanal. Hecho por personas. Pensado para durar.',
  intro: [
    'Diseño y construyo sitios y aplicaciones web a medida con frameworks modernos, para organizaciones que quieren algo hecho para ellas y no adaptado a la fuerza desde una plantilla.',
    'Cada línea que se publica la escribo o la reviso yo. Uso la IA solo para las partes repetitivas del trabajo, así mis horas van a las decisiones que le importan. Cuando su sitio está en línea, lo alojo y lo sigo cuidando.',
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
      text: 'Cada proyecto parte de sus objetivos, sus contenidos y sus visitantes. Tendrá justo las funciones que necesita, sin añadidos que luego pagará por mantener.',
    },
    {
      title: 'Dirigido por una persona, con la IA para lo rutinario',
      text: 'Planifico, escribo y reviso el código yo mismo. La IA ayuda con el código repetitivo y el andamiaje de las pruebas, y reviso todo lo que toca antes de que le llegue.',
    },
    {
      title: 'Fácil de mantener desde el diseño',
      text: 'Una estructura clara, pruebas automáticas y documentación sencilla permiten que su sitio crezca durante años, conmigo o con otro desarrollador, sin rehacerlo.',
    },
    {
      title: 'Alojamiento y soporte incluidos',
      text: 'Busco, registro y renuevo su dominio y alojo su sitio sin coste adicional: una sola persona a la que llamar en lugar de cuatro proveedores.',
    },
    {
      title: 'Accesible desde la primera línea',
      text: 'Sigo las pautas de accesibilidad WCAG desde el primer día, porque un sitio que funciona para todos también se posiciona mejor y llega a más personas.',
    },
  ],
  specialtiesHeading: 'Especialidades',
  specialties: [
    {
      title: 'Desarrollo web y de aplicaciones a medida',
      icon: 'code',
      text: 'Sitios, aplicaciones web y apps móviles con Angular, React, Vue.js, Next.js y Node.js, pensados según cómo trabaja de verdad su organización.',
    },
    {
      title: 'Arquitectura y mantenimiento',
      icon: 'blueprint',
      text: 'Bases sólidas para proyectos nuevos y cuidado atento para los existentes: auditorías, refactorización, actualizaciones y las pequeñas mejoras constantes que mantienen un sitio sano.',
    },
    {
      title: 'Experiencia de usuario guiada por el diseño',
      icon: 'pen',
      text: 'Me formé como diseñador gráfico antes de escribir código, así que la maquetación, la tipografía y las interacciones reciben la misma atención que la base de datos.',
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
