import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { PortfolioContent } from '../schema.ts';
import { site } from '../site.ts';
import { pages } from './pages.ts';

export const portfolio = curlyQuotes<PortfolioContent>({
  heading: 'Oficio en acción: proyectos destacados',
  headline: 'Problemas reales, resueltos para durar',
  intro:
    'Trabajos para fundaciones, agencias federales, una red de bibliotecas públicas y editores independientes. Cada ficha cuenta el problema, lo que construí y lo que cambió.',
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
            alt: 'Ilustración de la portada de la fundación: un cartel de bienvenida sobre enlaces a donaciones, actos y becas',
          },
        },
      ],
      challenge:
        'El sitio anterior era difícil de actualizar para los voluntarios, lento en el móvil, y escondía lo que más buscaban donantes y solicitantes de becas.',
      solution:
        'Construí un tema de WordPress a medida con tipos de contenido para actos, becas y noticias, simplifiqué la navegación según lo que hacen los visitantes y formé a los editores voluntarios.',
      results:
        'Los voluntarios publican ahora las novedades en minutos, y el sitio carga rápido en el móvil y cumple WCAG 2.1 AA.',
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
            alt: 'Ilustración del sitio de una embajada en la plataforma común: un aviso para ciudadanos de EE. UU. sobre noticias y actos',
          },
        },
      ],
      challenge:
        'Embajadas y consulados de todo el mundo publican en una plataforma común, que debía seguir siendo segura, multilingüe y coherente mientras cada sede publicaba sus noticias y avisos.',
      solution:
        'En el equipo de ingeniería construí y mantuve componentes y plantillas reutilizables, mejoré los scripts de despliegue y corregí fallos de accesibilidad y rendimiento en toda la red.',
      results:
        'Las sedes ganaron plantillas coherentes y accesibles que los editores usan sin ayuda técnica, y los cambios llegan a toda la red a la vez.',
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
            alt: 'Ilustración de la portada de la GSA: un buscador sobre enlaces a compras, ventas e inmuebles',
          },
        },
        {
          title: 'Blog de la GSA',
          url: 'https://www.gsa.gov/blog',
          screenshot: {
            file: 'gsa-blog.jpg',
            alt: 'Ilustración del índice del blog de la GSA: artículos recientes con sus temas y fechas',
          },
        },
      ],
      challenge:
        'La portada y el blog de la agencia servían a públicos muy distintos, de contratistas a ciudadanos, y ambos debían cumplir las normas federales de accesibilidad y diseño.',
      solution:
        'Construí componentes sobre el U.S. Web Design System, creé plantillas para que el blog se escribiera de forma coherente y ajusté las páginas para el rendimiento y la Sección 508.',
      results:
        'Ambos sitios comparten una biblioteca de componentes, y los nuevos artículos y páginas siguen las normas federales sin trabajo técnico adicional.',
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
            alt: 'Ilustración del editor de metadatos: un formulario con el título, los contactos, la cobertura y las palabras clave de un conjunto de datos',
          },
        },
        {
          title: 'Catálogo de metadatos',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-catalog.jpg',
            alt: 'Ilustración del catálogo de metadatos: conjuntos de datos encontrados, junto a filtros por tema y años',
          },
        },
        {
          title: 'Servicio de validación',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-validator.jpg',
            alt: 'Ilustración del servicio de validación: los errores y avisos encontrados en un registro de metadatos',
          },
        },
        {
          title: 'Panel de la colección',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-dashboard.jpg',
            alt: 'Ilustración del panel de la colección: recuentos de registros por estado sobre un gráfico de barras',
          },
        },
      ],
      challenge:
        'Los científicos necesitaban describir, encontrar y revisar miles de conjuntos de datos ambientales, pero las herramientas estaban separadas, anticuadas y costaba aprenderlas.',
      solution:
        'Trabajé en cuatro aplicaciones relacionadas: un editor, un catálogo con búsqueda, un servicio de validación y un panel, con componentes, estilos y una API comunes para que parecieran un solo producto.',
      results:
        'Los investigadores crean y validan registros en un único flujo coherente, y el código común hizo cada aplicación más fácil de mantener.',
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
            alt: 'Ilustración de la portada de la red de bibliotecas: un buscador del catálogo sobre actos, el catálogo y las sucursales',
          },
        },
      ],
      challenge:
        'Una red de 22 bibliotecas necesitaba que su sitio y sus redes sociales llegaran a más vecinos y funcionaran para todos, también para quienes usan tecnologías de apoyo.',
      solution:
        'Dirigí una estrategia digital que reorganizó el sitio según las tareas de los vecinos, rehízo las plantillas clave conforme a las normas de accesibilidad y alineó las redes sociales con los actos de cada sucursal.',
      results: 'En la presencia en línea de las 22 sucursales, la biblioteca registró mejoras claras:',
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
            alt: 'Ilustración de la portada del número 1: un gran título sobre una retícula de artículos destacados',
          },
        },
        {
          title: 'Número 2',
          url: 'https://journal.example.com/issue-2',
          screenshot: {
            file: 'journal-issue-2.jpg',
            alt: 'Ilustración de la portada del número 2: una cabecera ilustrada sobre el índice',
          },
        },
      ],
      challenge:
        'Los editores querían que cada número se sintiera como una edición impresa diseñada, sin dejar de ser rápido, legible y fácil de publicar en línea.',
      solution:
        'Diseñé una maqueta flexible para cada número, con una tipografía cuidada, la construí como un sitio estático ligero y preparé un flujo sencillo para añadir artículos y audio.',
      results:
        'Dos números publicados con la misma plantilla, cada uno con su propio aspecto, y los editores añaden artículos sin tocar el código.',
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
            alt: 'La página de inicio de este sitio en inglés, con el menú lateral y el titular Crafted Code. Human-Led. Built to Last.',
          },
        },
      ],
      challenge:
        'El sitio de un estudio tiene que demostrar lo que promete: rápido en el móvil, usable por todos y fácil de mantener al día para su dueño.',
      solution:
        'Lo construí con React y React Router, prerrenderé cada página como HTML estático y guardé cada palabra, precio y proyecto en archivos de contenido tipados que se comprueban en cada compilación.',
      results:
        'Cada página funciona sin JavaScript y carga sin ningún desplazamiento del diseño, y cada precio se calcula a partir de la tarifa por hora. Las pruebas del propio sitio comprueban cada uno de estos hechos en cada cambio.',
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
