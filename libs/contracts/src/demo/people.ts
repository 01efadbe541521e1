/**
 * Every demo account's password: the mock API's sign-in and `npm start -- --demo` alike. It
 * passes the sign-up rules (the API's seed parses every person with them).
 */
export const DEMO_PASSWORD = 'Levita@2026';

export interface DemoPerson {
  /** How the demo's other lists (memberships, a demo's schedules) name this person. */
  key: string;
  nome: string;
  /** On example.com (RFC 2606): with SMTP_URL set, no demo e-mail can reach a real inbox. */
  email: string;
  /** Gabriela has none, as an account made through Google sign-in may have none. */
  telefone: string | null;
}

/** Everyone in the demo, in the order their accounts are made. */
export const demoPeople = [
  { key: 'ana', nome: 'Ana Souza', email: 'ana@example.com', telefone: '(11) 98765-4321' },
  { key: 'bruno', nome: 'Bruno Lima', email: 'bruno@example.com', telefone: '(11) 97654-3210' },
  { key: 'carla', nome: 'Carla Mendes', email: 'carla@example.com', telefone: '(21) 99876-5432' },
  { key: 'diego', nome: 'Diego Rocha', email: 'diego@example.com', telefone: '(31) 98888-1234' },
  { key: 'elisa', nome: 'Elisa Martins', email: 'elisa@example.com', telefone: '(11) 96543-2109' },
  { key: 'felipe', nome: 'Felipe Costa', email: 'felipe@example.com', telefone: '(41) 99911-2233' },
  { key: 'gabriela', nome: 'Gabriela Alves', email: 'gabriela@example.com', telefone: null },
  {
    key: 'henrique',
    nome: 'Henrique Dias',
    email: 'henrique@example.com',
    telefone: '(51) 98123-4567',
  },
  { key: 'julia', nome: 'Júlia Ribeiro', email: 'julia@example.com', telefone: '(61) 99234-5678' },
  { key: 'paulo', nome: 'Paulo Nunes', email: 'paulo@example.com', telefone: '(11) 95555-0000' },
] as const satisfies readonly DemoPerson[];

export type DemoPersonKey = (typeof demoPeople)[number]['key'];

export const demoPerson = (key: DemoPersonKey): DemoPerson =>
  demoPeople.find((person) => person.key === key)!;
