import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { settingsDe } from '../../../../i18n/de/backoffice/settings.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { RequirePermission } from '../../resource/require-permission.tsx';
import { Field } from '../../ui/field.tsx';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import pageStyles from '../../ui/page.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import styles from './api-reference.module.css';
import {
  type ApiOperation,
  fieldsOf,
  filterOperations,
  groupOperations,
  type JsonSchema,
  limitsOf,
  type OpenApiDocument,
  operationsOf,
  typeLabel,
} from './openapi-model.ts';

const t = settingsDe.apiReference;
export const OPENAPI_URL = '/api/openapi.json';

/**
 * Einstellungen → API-Referenz (docs/decisions/043-api-reference.md): the server's OpenAPI
 * document as a readable, filterable list. An own view instead of a renderer library, which
 * needs inline styles the CSP (`style-src 'self'`) refuses.
 */
export default function ApiReferencePage() {
  return (
    <RequirePermission area="settings" title={t.title}>
      <ApiReference />
    </RequirePermission>
  );
}

async function loadDocument(signal: AbortSignal): Promise<OpenApiDocument> {
  const response = await fetch(OPENAPI_URL, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  // The document is not wrapped in `{ data }` (OpenAPI tools read it as it is).
  if (!response.ok) throw new ApiError(response.status, []);
  return (await response.json()) as OpenApiDocument;
}

function ApiReference() {
  useDocumentTitle(t.title);
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const document = useQuery({
    queryKey: ['backoffice', OPENAPI_URL],
    queryFn: ({ signal }) => loadDocument(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const operations = useMemo(
    () => (document.data ? operationsOf(document.data) : []),
    [document.data],
  );
  const shown = useMemo(
    () => filterOperations(operations, deferredFilter),
    [operations, deferredFilter],
  );
  return (
    <div className={pageStyles.page}>
      <header className={styles.header}>
        <h1 className={pageStyles.title}>{t.title}</h1>
        <p className={styles.muted}>{t.intro}</p>
        <a className={styles.documentLink} href={OPENAPI_URL}>
          {t.document}
        </a>
      </header>
      <search className={styles.filter}>
        <Field id={filterId} label={t.filter}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={filter}
              placeholder={t.filterPlaceholder}
              onChange={(event) => setFilter(event.target.value)}
            />
          )}
        </Field>
        {document.data ? (
          <p className={styles.muted} aria-live="polite">
            {t.count(shown.length, operations.length)}
          </p>
        ) : null}
      </search>
      {document.isError ? (
        <Notice tone="error" onRetry={() => document.refetch()} isRetrying={document.isFetching}>
          {t.loadFailed}
        </Notice>
      ) : null}
      {document.isPending ? <Loader label={t.loading} /> : null}
      {document.data && shown.length === 0 ? <Notice tone="info">{t.noMatch}</Notice> : null}
      {groupOperations(shown).map(([group, items]) => (
        <section key={group} className={styles.group} aria-label={group}>
          <h2 className={styles.groupTitle}>{group}</h2>
          <ul className={styles.operations}>
            {items.map((operation) => (
              <li key={operation.id}>
                <OperationView operation={operation} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function OperationView({ operation }: { operation: ApiOperation }) {
  return (
    <details className={styles.operation}>
      <summary className={styles.operationSummary}>
        <span className={styles.method} data-method={operation.method}>
          {operation.method}
        </span>
        <code className={styles.path}>{operation.path}</code>
        {operation.summary ? <span className={styles.summary}>{operation.summary}</span> : null}
        <span
          className={styles.security}
          data-security={operation.security}
          title={t.securityHint[operation.security]}
        >
          {t.security[operation.security]}
        </span>
      </summary>
      <div className={styles.operationBody}>
        <p className={styles.muted}>{t.securityHint[operation.security]}</p>
        <h3 className={styles.partTitle}>{t.parameters}</h3>
        {operation.parameters.length === 0 ? (
          <p className={styles.muted}>{t.noParameters}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.field}</th>
                <th scope="col">{t.where}</th>
                <th scope="col">{t.type}</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}:${parameter.name}`}>
                  <td>
                    <code>{parameter.name}</code>
                    {parameter.required ? (
                      <span className={styles.required}> {t.required}</span>
                    ) : null}
                  </td>
                  <td>{t.parameterIn[parameter.in] ?? parameter.in}</td>
                  <td>{parameter.schema ? typeLabel(parameter.schema) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3 className={styles.partTitle}>{t.requestBody}</h3>
        {operation.body ? (
          <>
            <p className={styles.muted}>
              <code>{operation.body.contentType}</code>
            </p>
            <SchemaView schema={operation.body.schema} depth={0} />
          </>
        ) : (
          <p className={styles.muted}>{t.noBody}</p>
        )}
        <h3 className={styles.partTitle}>{t.responses}</h3>
        <ul className={styles.responses}>
          {operation.responses.map((response) => (
            <li key={response.status}>
              <code className={styles.status}>{response.status}</code> {response.description}
              {response.schema ? <SchemaView schema={response.schema} depth={0} /> : null}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

/** A schema's fields as a nested list; nested objects fold away below the first level. */
function SchemaView({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const fields = fieldsOf(schema);
  if (fields.length === 0) return <code className={styles.type}>{typeLabel(schema)}</code>;
  return (
    <ul className={styles.fields}>
      {fields.map((field) => {
        const nested = fieldsOf(field.schema).length > 0 && depth < 6;
        const line = (
          <>
            <code className={styles.fieldName}>{field.name}</code>{' '}
            <code className={styles.type}>{typeLabel(field.schema)}</code>
            <span className={field.required ? styles.required : styles.muted}>
              {' '}
              {field.required ? t.required : t.optional}
            </span>
            {limitsOf(field.schema).map((limit) => (
              <span key={limit} className={styles.muted}>
                {' · '}
                {limit}
              </span>
            ))}
            {field.schema.description ? (
              <span className={styles.muted}> – {field.schema.description}</span>
            ) : null}
          </>
        );
        return (
          <li key={field.name}>
            {nested ? (
              <details>
                <summary>{line}</summary>
                <SchemaView schema={field.schema} depth={depth + 1} />
              </details>
            ) : (
              line
            )}
          </li>
        );
      })}
    </ul>
  );
}
