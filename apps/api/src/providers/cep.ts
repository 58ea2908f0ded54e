export type CepInfo = { cep: string; street: string; district: string; city: string; state: string };

type ViaCep = {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
};

/**
 * CEP lookups in ViaCEP's documented format (GET {base}/{8 digits}/json/). Answers null for a CEP
 * that does not exist; throws when the service cannot be reached.
 */
export function createCepLookup(baseUrl: string) {
  const base = baseUrl.replace(/\/$/, '');
  return async (cepDigits: string): Promise<CepInfo | null> => {
    const response = await fetch(`${base}/${cepDigits}/json/`, { signal: AbortSignal.timeout(5_000) });
    if (response.status === 400 || response.status === 404) return null;
    if (!response.ok) throw new Error(`CEP service answered HTTP ${response.status}`);
    const body = (await response.json()) as ViaCep;
    if (body.erro === true || body.erro === 'true') return null;
    return {
      cep: body.cep ?? cepDigits,
      street: body.logradouro ?? '',
      district: body.bairro ?? '',
      city: body.localidade ?? '',
      state: body.uf ?? '',
    };
  };
}
