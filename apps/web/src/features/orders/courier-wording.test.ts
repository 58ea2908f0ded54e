import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { courierProblems, courierStages, courierVehicles, type TCourier } from '@delivery/contract/orders';
import { courierFacts, courierHeadline, courierProblem, distanceText, type CourierText } from './courier-wording.ts';

/** The texts the app loads: a key that names nothing here fails, as a missing text would show. */
const common = JSON.parse(
  readFileSync(new URL('../../../public/locales/pt-BR/common.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** The text the customer reads, its values put in as i18next does. */
function words(label: CourierText | string): string {
  if (typeof label === 'string') return label;
  const found = label.key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], common);
  if (typeof found !== 'string') throw new Error(`no text at ${label.key}`);
  return found.replace(/{{(\w+)}}/g, (_, name: string) => {
    const value = label.values[name];
    if (value === undefined) throw new Error(`no value for ${name} in ${label.key}`);
    return value;
  });
}

const courier = (over: Partial<TCourier>): TCourier => ({
  stage: null,
  name: null,
  vehicle: null,
  plate: null,
  eta: null,
  distance_m: null,
  problem: null,
  ...over,
});
/** The second line as the card joins it. */
const facts = (over: Partial<TCourier>) => courierFacts(courier(over)).map(words).join(' · ');

describe('courierHeadline', () => {
  it('says what the courier does, by name', () => {
    const say = (stage: TCourier['stage']) => words(courierHeadline(courier({ stage, name: 'João' })));
    expect(say('to_shop')).toBe('João está indo buscar seu pedido na loja');
    expect(say('at_shop')).toBe('João chegou à loja');
    expect(say('picked_up')).toBe('João já está com seu pedido');
    expect(say('on_the_way')).toBe('João está a caminho');
    expect(say('arrived')).toBe('João chegou ao seu endereço');
    expect(say('delivered')).toBe('Pedido entregue');
  });

  it("says 'o entregador' without a name", () => {
    expect(words(courierHeadline(courier({ stage: 'to_shop' })))).toBe(
      'O entregador está indo buscar seu pedido na loja',
    );
    expect(words(courierHeadline(courier({ stage: 'on_the_way' })))).toBe('O entregador está a caminho');
    for (const stage of courierStages) expect(words(courierHeadline(courier({ stage })))).not.toMatch(/{{/);
  });

  it('names the courier before any stage, and says only whose courier it is with neither', () => {
    expect(words(courierHeadline(courier({ name: 'Ana Paula' })))).toBe('Ana Paula vai entregar seu pedido');
    expect(words(courierHeadline(courier({})))).toBe('Entregador da loja');
  });
});

describe('courierFacts', () => {
  it('joins the vehicle, its plate and the distance, only those known', () => {
    expect(facts({ vehicle: 'motorbike', plate: 'ABC1D23', distance_m: 1234 })).toBe(
      'Moto · ABC1D23 · a 1,2 km de você',
    );
    expect(facts({ vehicle: 'bicycle', distance_m: 352 })).toBe('Bicicleta · a 350 m de você');
    expect(facts({ plate: 'XYZ9A87' })).toBe('XYZ9A87');
    expect(facts({})).toBe('');
  });

  it('has a word for every vehicle', () => {
    expect(courierVehicles.map((vehicle) => facts({ vehicle }))).toEqual([
      'Moto',
      'Carro',
      'Bicicleta',
      'Patinete',
      'Van',
    ]);
  });
});

describe('distanceText', () => {
  it("says 'chegando' under 100 m, metres in tens below a kilometre, kilometres with one decimal", () => {
    expect(words(distanceText(0))).toBe('chegando');
    expect(words(distanceText(99))).toBe('chegando');
    expect(words(distanceText(100))).toBe('a 100 m de você');
    expect(words(distanceText(994))).toBe('a 990 m de você');
    // 996 m rounds to a thousand: it reads as a kilometre, never '1.000 m'.
    expect(words(distanceText(996))).toBe('a 1 km de você');
    expect(words(distanceText(12_345))).toBe('a 12,3 km de você');
  });
});

describe('courierProblem', () => {
  it('tells each problem in the customer’s words, and nothing without one', () => {
    expect(courierProblems.map((problem) => words(courierProblem(courier({ problem }))!))).toEqual([
      'A entrega vai atrasar um pouco',
      'O entregador está com dificuldade para achar seu endereço',
      'O entregador não encontrou ninguém para receber',
      'O entregador teve um imprevisto; a loja já está sabendo',
    ]);
    expect(courierProblem(courier({}))).toBeNull();
  });
});
