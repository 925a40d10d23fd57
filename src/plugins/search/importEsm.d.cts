declare function importEsm<T = unknown>(specifier: string): Promise<T>;
export = importEsm;
