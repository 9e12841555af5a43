import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { ServicesContent } from '../schema.ts';

export const services = curlyQuotes<ServicesContent>({
  heading: 'SERVICIOS',
  headline: 'Precios claros, con alojamiento y soporte incluidos',
  intro:
    'Precios claros, sin sorpresas. Presupuesto cada proyecto en horas a una sola tarifa, y el alojamiento va incluido en todo lo que construyo.',
  hourlyRate: 60,
  hosting: {
    heading: 'Alojamiento incluido, gratis',
    text: 'Cada sitio que construyo incluye alojamiento sin coste adicional, mientras trabaje conmigo. Me ocupo de todo el ciclo de vida del dominio:',
    includes: [
      'Búsqueda del dominio: encontrar un nombre que encaje',
      'Registro del dominio: a su nombre',
      'Privacidad del dominio: sus datos personales fuera de los registros públicos',
      'Renovación del dominio: para que nunca caduque',
      'Alojamiento permanente: rápido, seguro y vigilado',
    ],
  },
  tiers: {
    heading: 'Niveles de proyecto',
    intro:
      'La mayoría de los proyectos encajan en uno de estos niveles. Tras una consulta gratuita le doy un presupuesto cerrado dentro del rango.',
    caption: 'Niveles de proyecto según horas y precio estimados',
    columns: { tier: 'Nivel', typically: 'Suele ser', hours: 'Horas', price: 'Precio' },
    hoursUnit: 'horas',
    list: [
      {
        name: 'Sitio WordPress',
        summary: 'Un sitio que edita usted mismo: páginas, noticias y una página de contacto',
        hours: { low: 20, high: 40 },
      },
      {
        name: 'Sitio Bootstrap',
        summary: 'Un sitio de diseño propio, de unas pocas a una docena de páginas',
        hours: { low: 25, high: 80 },
      },
      {
        name: 'Aplicación web sencilla',
        summary: 'Una herramienta concreta, como un sistema de reservas o un directorio',
        hours: { low: 40, high: 150 },
      },
      {
        name: 'Aplicación web esencial',
        summary: 'Inicio de sesión, una base de datos y un área de administración para su equipo',
        hours: { low: 60, high: 450 },
      },
      {
        name: 'Aplicación web robusta',
        summary: 'Varios tipos de usuario, informes y conexión con sus otros sistemas',
        hours: { low: 120, high: 750 },
      },
      {
        name: 'Aplicación web compleja',
        summary: 'Una plataforma de muchos flujos de trabajo, construida y ampliada durante meses',
        hours: { low: 200, high: 1350 },
      },
    ],
    // Add `popular: true` to the one tier most clients start with, and it carries this mark.
    popularLabel: 'Donde empieza la mayoría',
    note: 'Los precios son las horas estimadas a la tarifa por hora. Solo paga las horas trabajadas.',
    included: {
      heading: 'Con cada nivel',
      items: [
        'Alojamiento, gratis mientras trabaje conmigo',
        'Su dominio buscado, registrado, privado y renovado',
        'Una primera consulta gratuita y un presupuesto cerrado',
      ],
    },
  },
  improvement: {
    heading: 'Planes de mejora continua',
    text: 'Un sitio nunca está terminado. Tras el lanzamiento lo mantengo seguro, actualizado y en mejora constante.',
    hourly: 'Soporte bajo demanda, facturado por horas según lo necesite',
    retainer: {
      name: 'Bono de soporte',
      hoursPerMonth: 10,
      text: 'tiempo reservado cada mes para actualizaciones y mejoras',
    },
  },
  design: {
    heading: 'Diseño gráfico',
    text: 'Logotipos, ilustraciones, gráficos para redes sociales y diseños de página, de la misma persona que construye su sitio.',
    hourly: 'Apoyo creativo, facturado por horas',
    retainer: {
      name: 'Bono de diseño',
      hoursPerMonth: 10,
      text: 'un flujo constante de trabajo de diseño cada mes',
    },
    note: 'Para cumplir los plazos, los clientes entregan a tiempo los materiales creativos, como textos, fotos y archivos de marca.',
  },
  consult: {
    heading: 'Consulta inicial gratuita',
    text: '¿No sabe qué nivel le encaja? Hablémoslo. La primera consulta es gratuita y sin compromiso.',
    link: { to: '/es/contacto', label: 'Reserve su consulta gratuita' },
  },
  portfolioLink: { to: '/es/portafolio', label: 'Ver ejemplos de mi trabajo' },
});
