import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { ContactContent } from '../schema.ts';

export const contact = curlyQuotes<ContactContent>({
  heading: 'Construyamos algo que valga la pena conservar',
  headline: 'Hable directamente con quien lo va a construir',
  intro: [
    'Cuando se pone en contacto, habla directamente conmigo, la persona que diseñará, construirá y cuidará su proyecto. Sin equipo de ventas ni cola de incidencias.',
    'Cuénteme un poco lo que tiene en mente. La primera consulta es gratuita.',
  ],
  phoneLabel: 'Llame o envíe un mensaje',
  saveContactLabel: 'Guardar contacto',
  saveContactNote: 'para añadir mis datos a su teléfono o libreta de direcciones.',
  nextSteps: {
    heading: 'Qué pasa después',
    steps: [
      'Respondo a cada llamada, mensaje y correo en un día laborable.',
      'Nos reunimos para una consulta gratuita, por teléfono o videollamada: usted me cuenta lo que necesita y yo hago las preguntas que dan forma al proyecto.',
      'Recibe un presupuesto por escrito con el nivel, las horas y el precio, antes de empezar ningún trabajo.',
      'Una vez que dice que sí, acordamos un calendario, y tendrá noticias mías en cada paso hasta el lanzamiento y después.',
    ],
  },
  closing: 'Será un placer saber de usted.',
});
