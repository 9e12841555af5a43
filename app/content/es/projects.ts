import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { PortfolioContent } from '../schema.ts';
import { site } from '../site.ts';
import { pages } from './pages.ts';

export const portfolio = curlyQuotes<PortfolioContent>({
  heading: 'Oficio en acción: proyectos destacados',
  headline: 'Problemas reales, resueltos para durar',
  intro:
    'Trabajos para fundaciones, agencias federales, una red de bibliotecas y editores independientes: el problema, lo que construí y lo que cambió.',
  projects: [
    {
      slug: 'fundacion-comunitaria',
      featured: { result: 'Los voluntarios publican sus novedades en minutos.' },
      title: 'Sitio web de una fundación comunitaria',
      client: 'Una fundación de una comunidad religiosa',
      sites: [
        {
          url: 'https://foundation.example.com/',
          screenshot: {
            file: 'faith-foundation.jpg',
            alt: 'Ilustración de la portada: una bienvenida sobre enlaces a donaciones, actos y becas',
            dark: 'faith-foundation-dark.jpg',
          },
        },
      ],
      challenge:
        'El sitio anterior era difícil de actualizar, lento en el móvil y escondía lo que más buscaban donantes y solicitantes.',
      solution:
        'Construí un tema de WordPress a medida con contenidos para actos, becas y noticias, simplifiqué la navegación y formé a los editores voluntarios.',
      results:
        'Los voluntarios publican las novedades en minutos, y el sitio es rápido en el móvil y cumple WCAG 2.1 AA.',
      techStack: ['WordPress', 'PHP', 'Tema a medida', 'Sass', 'JavaScript'],
    },
    {
      slug: 'embajadas',
      title: 'Sitios web de embajadas de EE. UU.',
      client: 'Departamento de Estado de EE. UU.',
      namedClient: true,
      sites: [
        {
          url: 'https://www.state.gov/',
          screenshot: {
            file: 'embassies.jpg',
            alt: 'Ilustración del sitio de una embajada: un aviso para ciudadanos de EE. UU. sobre noticias y actos',
            dark: 'embassies-dark.jpg',
          },
        },
      ],
      challenge:
        'Embajadas y consulados de todo el mundo publican en una plataforma común, que debía ser segura, multilingüe y coherente.',
      solution:
        'En el equipo de ingeniería construí componentes y plantillas reutilizables, mejoré los despliegues y corregí fallos de accesibilidad y rendimiento.',
      results:
        'Las sedes tienen plantillas accesibles que los editores usan sin ayuda, y los cambios llegan a toda la red a la vez.',
      techStack: ['WordPress', 'PHP', 'JavaScript', 'Sass', 'Pruebas de accesibilidad'],
    },
    {
      slug: 'gsa',
      title: 'Portal y blog de la GSA',
      client: 'Administración de Servicios Generales de EE. UU.',
      namedClient: true,
      sites: [
        {
          title: 'Portal de la GSA',
          url: 'https://www.gsa.gov/',
          screenshot: {
            file: 'gsa-home.jpg',
            alt: 'Ilustración de la portada: un buscador sobre enlaces a compras, ventas e inmuebles',
            dark: 'gsa-home-dark.jpg',
          },
        },
        {
          title: 'Blog de la GSA',
          url: 'https://www.gsa.gov/blog',
          screenshot: {
            file: 'gsa-blog.jpg',
            alt: 'Ilustración del blog: artículos recientes con sus temas y fechas',
            dark: 'gsa-blog-dark.jpg',
          },
        },
      ],
      challenge:
        'La portada y el blog servían a públicos muy distintos, de contratistas a ciudadanos, y debían cumplir las normas federales de accesibilidad y diseño.',
      solution:
        'Construí componentes sobre el U.S. Web Design System, plantillas para el blog y ajusté las páginas para el rendimiento y la Sección 508.',
      results:
        'Ambos sitios comparten componentes, y las páginas nuevas siguen las normas federales sin trabajo técnico.',
      techStack: ['Drupal', 'U.S. Web Design System', 'JavaScript', 'Sass', 'Sección 508'],
    },
    {
      slug: 'metadatos-noaa',
      featured: { result: 'Cuatro apps de metadatos, un flujo de trabajo coherente.' },
      title: 'Aplicaciones web de metadatos de la NOAA',
      client: 'Administración Nacional Oceánica y Atmosférica',
      namedClient: true,
      sites: [
        {
          title: 'Editor de metadatos',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-editor.jpg',
            alt: 'Ilustración del editor: un formulario con el título, los contactos, la cobertura y las palabras clave de unos datos',
            dark: 'noaa-editor-dark.jpg',
          },
        },
        {
          title: 'Catálogo de metadatos',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-catalog.jpg',
            alt: 'Ilustración del catálogo: datos encontrados, junto a filtros por tema y años',
            dark: 'noaa-catalog-dark.jpg',
          },
        },
        {
          title: 'Servicio de validación',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-validator.jpg',
            alt: 'Ilustración del validador: los errores y avisos de un registro de metadatos',
            dark: 'noaa-validator-dark.jpg',
          },
        },
        {
          title: 'Panel de la colección',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-dashboard.jpg',
            alt: 'Ilustración del panel: registros por estado sobre un gráfico de barras',
            dark: 'noaa-dashboard-dark.jpg',
          },
        },
      ],
      challenge:
        'Los científicos debían describir, encontrar y revisar miles de conjuntos de datos ambientales con herramientas separadas y anticuadas.',
      solution:
        'Trabajé en cuatro aplicaciones: un editor, un catálogo, un validador y un panel, con componentes y una API comunes, como un solo producto.',
      results:
        'Los investigadores crean y validan registros en un solo flujo, y el código común facilita el mantenimiento.',
      techStack: ['Angular', 'TypeScript', 'Node.js', 'Express', 'Angular Material'],
    },
    {
      slug: 'bibliotecas-montgomery',
      featured: { result: 'Clics +25 % y accesibilidad +80 % en 22 sucursales.' },
      title: 'Estrategia digital de las bibliotecas del condado de Montgomery',
      client: 'Bibliotecas Públicas del Condado de Montgomery',
      namedClient: true,
      sites: [
        {
          url: 'https://www.montgomerycountymd.gov/library/',
          screenshot: {
            file: 'montgomery-libraries.jpg',
            alt: 'Ilustración de la portada: un buscador del catálogo sobre las novedades de la semana y enlaces a actos y sucursales',
            dark: 'montgomery-libraries-dark.jpg',
          },
        },
      ],
      challenge:
        'Una red de 22 bibliotecas quería que su sitio y sus redes llegaran a más vecinos, también a quienes usan tecnologías de apoyo.',
      solution:
        'Dirigí una estrategia que ordenó el sitio según las tareas de los vecinos, rehízo las plantillas clave accesibles y alineó las redes con los actos.',
      results: 'En la presencia en línea de las 22 sucursales:',
      metrics: [
        { value: '+25 %', label: 'clics en las páginas' },
        { value: '+80 %', label: 'accesibilidad' },
        { value: '+40 %', label: 'seguidores' },
      ],
      techStack: ['Estrategia de contenidos', 'HTML5', 'CSS', 'JavaScript', 'Auditorías de accesibilidad'],
    },
    {
      slug: 'revista-musical',
      title: 'Revista musical independiente',
      client: 'Publicada por sus editores',
      sites: [
        {
          title: 'Número 1',
          url: 'https://journal.example.com/issue-1',
          screenshot: {
            file: 'journal-issue-1.jpg',
            alt: 'Ilustración del número 1: un gran título sobre una retícula de artículos',
            dark: 'journal-issue-1-dark.jpg',
          },
        },
        {
          title: 'Número 2',
          url: 'https://journal.example.com/issue-2',
          screenshot: {
            file: 'journal-issue-2.jpg',
            alt: 'Ilustración del número 2: una cabecera ilustrada sobre el índice',
            dark: 'journal-issue-2-dark.jpg',
          },
        },
      ],
      challenge:
        'Los editores querían que cada número pareciera una edición impresa, y que fuera rápido, legible y fácil de publicar.',
      solution:
        'Diseñé una maqueta flexible con una tipografía cuidada, la construí como un sitio estático ligero y preparé un flujo sencillo para artículos y audio.',
      results:
        'Dos números con la misma plantilla y aspecto propio; los editores añaden artículos sin tocar el código.',
      techStack: ['HTML5 Boilerplate', 'Vite', 'JavaScript', 'CSS Grid'],
    },
    {
      slug: 'este-sitio',
      title: 'Este sitio web',
      client: site.studioName,
      sites: [
        {
          // The Spanish home page: the first of pages.ts's.
          url: `${site.siteUrl}${pages[0].path}`,
          screenshot: {
            file: 'this-site.jpg',
            alt: 'La página de inicio de este sitio en inglés, con el menú lateral y su titular',
          },
        },
      ],
      challenge:
        'El sitio de un estudio debe demostrar lo que promete: rápido en el móvil, usable por todos y fácil de mantener.',
      solution:
        'Lo construí con React y React Router, cada página como HTML estático, y cada palabra, precio y proyecto en archivos tipados que se comprueban al compilar.',
      results:
        'Cada página funciona sin JavaScript y sin desplazamientos al cargar, y cada precio sale de la tarifa por hora. Las pruebas del sitio lo comprueban en cada cambio.',
      techStack: ['React', 'React Router', 'TypeScript', 'Vite', 'Playwright'],
      role: 'Diseño, contenidos, desarrollo y alojamiento',
      timeframe: '2025–2026',
      metrics: [
        { value: '100', label: 'de puntuación Lighthouse en cada página, en móvil y escritorio' },
        { value: '0', label: 'desplazamientos del diseño mientras carga una página' },
      ],
      story: [
        {
          heading: 'Contexto',
          paragraphs: [
            'La mayoría de los visitantes ven el sitio de un estudio una sola vez, en el móvil, entre otras cosas. Tiene unos segundos para mostrar trabajo real y una forma clara de ponerse en contacto, y es en sí mismo una muestra del trabajo.',
          ],
        },
        {
          heading: 'Enfoque',
          paragraphs: [
            'Cada página se genera como HTML simple antes de publicarse, así que se lee entera antes de que se ejecute ningún script. La aplicación arranca solo cuando el visitante muestra intención, al señalar un enlace o tocar la pantalla; a partir de ahí las páginas cambian en el sitio, con un breve fundido.',
            'Las palabras, los precios y los proyectos viven en archivos de contenido tipados. La compilación los comprueba y se detiene con un mensaje que nombra el archivo y el campo cuando algo está mal.',
          ],
        },
        {
          heading: 'Lo difícil',
          paragraphs: [
            'Que el menú lateral, los temas y el orden del foco fueran los mismos antes y después de que arranque la aplicación, en tres motores de navegador, exigió más cuidado que cualquier página.',
          ],
        },
      ],
      gallery: [
        {
          file: 'this-site-services.jpg',
          alt: 'La página de servicios de este sitio en inglés: una tabla de seis niveles de proyecto, cada uno con lo que suele ser, sus horas y su precio',
          caption:
            'Cada precio de la tabla de niveles son sus horas a la tarifa por hora, calculado a partir de esa única tarifa y comprobado por las pruebas del sitio.',
        },
      ],
    },
  ],
  callToAction: {
    heading: '¿Quiere ver lo que puedo construir para usted?',
    link: { to: '/es/contacto', label: 'Hábleme de su proyecto' },
  },
  words: {
    challenge: 'Reto',
    solution: 'Solución',
    results: 'Resultados',
    techStack: 'Tecnologías',
    client: 'Cliente',
    role: 'Función',
    timeframe: 'Periodo',
    liveSites: 'Sitios en línea',
    liveSite: 'Visitar el sitio en {host}',
    namedLiveSite: '{site}, en línea en {host}',
    breadcrumb: 'Ruta de navegación',
    previous: 'Proyecto anterior',
    next: 'Proyecto siguiente',
    closing: '¿Tiene un proyecto como este?',
  },
});
