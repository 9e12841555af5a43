import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { AboutContent } from '../schema.ts';
import { site } from '../site.ts';

export const about = curlyQuotes<AboutContent>({
  heading: 'SOBRE MÍ',
  headline: 'Ojo de diseñador, disciplina de desarrollador',
  portrait: {
    file: 'portrait.jpg',
    alt: 'Las iniciales AM en blanco sobre verde oscuro, en lugar de un retrato',
  },
  lead: `Soy ${site.ownerName}, el desarrollador detrás de ${site.studioName}: un diseñador convertido en desarrollador, con más de ${site.yearsOfExperience} años de desarrollo web a mis espaldas.`,
  background: {
    heading: 'De la música al diseño gráfico y al código',
    paragraphs: [
      'Empecé en la música. Años de ensayos me enseñaron que el buen trabajo es sobre todo práctica, paciencia y escucha, y que los detalles que nadie nota son los que hacen que una pieza suene bien.',
      'Después llegó el diseño gráfico. Me licencié en diseño gráfico y web, aprendí a pensar en retículas, tipografía y jerarquía, y a diseñar para la persona que está al otro lado de la pantalla.',
      `La web unió esos hilos. Durante más de ${site.yearsOfExperience} años he construido sitios y aplicaciones web, desde páginas escritas a mano hasta grandes plataformas gubernamentales; lo último, como programador jefe y como desarrollador en proyectos federales, antes de fundar este estudio en 2025.`,
    ],
  },
  facts: {
    heading: 'De un vistazo',
    facts: [
      { value: `${site.yearsOfExperience}+`, label: 'años de desarrollo web' },
      { value: '2025', label: 'el año en que abrió el estudio' },
    ],
  },
  portfolioFacts: {
    projects: (count) => (count === 1 ? 'proyecto en el portafolio' : 'proyectos en el portafolio'),
    clients: (names) =>
      `Entre los clientes, ${new Intl.ListFormat('es', { type: 'conjunction' }).format(names)}`,
  },
  valueStatement: {
    heading: 'Por qué un estudio de una sola persona',
    paragraphs: [
      `Cuando contrata a ${site.studioName}, trabaja conmigo desde la primera llamada hasta la última publicación. Sin gestores de cuentas que pasan mensajes, sin traspasos entre equipos, sin un desarrollador junior aprendiendo con su presupuesto.`,
      'Como soy yo quien mantendrá lo que construyo, tengo todas las razones para construirlo bien.',
    ],
  },
  philosophy: {
    heading: 'Mi filosofía',
    paragraphs: [
      'El software debe sobrevivir a la moda en la que se creó. Elijo herramientas probadas, escribo código que otro desarrollador puede leer y pruebo las partes que importan, para que su sitio siga funcionando mucho después del lanzamiento.',
      'La IA es una ayuda útil para las tareas repetitivas, y así la uso. El razonamiento, el diseño y la revisión final siguen siendo humanos, porque usted confía en una persona, no en una instrucción a una máquina.',
    ],
  },
  personalNote: {
    heading: 'Una nota personal',
    paragraphs: [
      'Fuera del trabajo sigo tocando música casi todas las tardes, y disfruto más cuando un proyecto me deja combinar sonido, diseño y código. Si está construyendo algo que le importa, me encantaría conocerlo.',
    ],
  },
  links: [
    { to: '/es/portafolio', label: 'Ver mi portafolio' },
    { to: '/es/servicios', label: 'Revisar servicios y precios' },
    { to: '/es/contacto', label: 'Contactar conmigo' },
  ],
});
