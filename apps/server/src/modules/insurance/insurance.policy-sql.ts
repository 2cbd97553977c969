import { sql } from 'drizzle-orm';
import { insurancePolicies, masterPolicies } from './insurance.tables';

/** The policy's own company and number win over its master policy's: said here only. */
export const policyCompanySql = sql<string>`coalesce(nullif(${insurancePolicies.insuranceCompany}, ''), ${masterPolicies.insuranceCompany}, '')`;
export const policyNumberSql = sql<string>`coalesce(nullif(${insurancePolicies.policyNumber}, ''), ${masterPolicies.policyNumber}, '')`;
