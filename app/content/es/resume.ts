import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { ResumeContent } from '../schema.ts';
import { site } from '../site.ts';

export const resume = curlyQuotes<ResumeContent>({
  heading: 'Currículum',
  headline: site.ownerName,
  bio: [
    `Diseñador convertido en desarrollador, con más de ${site.yearsOfExperience} años de experiencia construyendo sitios y aplicaciones web, desde sitios de pequeñas empresas hasta plataformas federales.`,
    'Combino el ojo de un diseñador gráfico con la disciplina de un ingeniero: interfaces accesibles, arquitectura mantenible y código probado, entregados por la persona con la que usted habla.',
  ],
  downloads: { pdf: 'Currículum en PDF', json: 'JSON Resume' },
  strengthsHeading: 'Fortalezas principales',
  strengths: [
    'Estrategia de producto y diseño de experiencia de usuario',
    'Arquitectura front-end basada en componentes',
    'Servicios de backend y diseño de API',
    'Accesibilidad y pruebas automáticas',
    'Auditorías y refactorización de código',
    'Integración de IA dirigida por personas',
  ],
  experienceHeading: 'Experiencia profesional',
  experience: [
    {
      role: 'Fundador y desarrollador principal',
      organization: site.studioName,
      startYear: 2025,
      summary: 'Diseño, construcción, alojamiento y soporte de sitios y aplicaciones web a medida.',
      highlights: [
        'Dirijo cada proyecto de principio a fin, desde la primera consulta hasta el alojamiento y el soporte.',
        'Construyo con frameworks modernos, pruebas automáticas y controles de accesibilidad en cada cambio.',
      ],
    },
    {
      role: 'Programador jefe',
      organization: 'Oficina Estatal de la Defensoría Pública',
      startYear: 2024,
      endYear: 2025,
      summary: 'Dirigí el desarrollo de las aplicaciones web internas y públicas de la oficina.',
      highlights: [
        'Establecí estándares de código, revisión de código y pruebas automáticas para el equipo.',
        'Modernicé las herramientas de apoyo a los casos manteniendo seguros los datos sensibles.',
      ],
    },
    {
      role: 'Desarrollador web (nivel intermedio)',
      organization: 'Contratista federal al servicio de la Guardia Costera de EE. UU.',
      startYear: 2020,
      endYear: 2024,
      summary: 'Construí y mantuve aplicaciones web para programas de la Guardia Costera.',
      highlights: [
        'Desarrollé interfaces en Angular y servicios en Node.js para aplicaciones de apoyo a misiones.',
        'Adapté las aplicaciones a los requisitos de accesibilidad de la Sección 508.',
      ],
    },
  ],
  educationHeading: 'Formación',
  education: [
    { credential: 'Grado en Diseño Gráfico y Web', year: 2006 },
    {
      credential: 'Certificados de posgrado en Desarrollo Web y Tecnologías de la Información',
      year: 2016,
    },
  ],
  links: [{ to: '/es/portafolio', label: 'Ver los proyectos' }],
});
