import { type StaffImage, staffImageSchema } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { de } from '../../../../i18n/de.ts';
import { Pagination } from '../../resource/pagination.tsx';
import { listQueryOptions } from '../../resource/resource-api.ts';
import { SearchBox } from '../../resource/search-box.tsx';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import { IMAGES_URL, thumbnailUrl } from './api/images-api.ts';
import styles from './images.module.css';

const t = de.backofficeCatalogue.images;
const images = { endpoint: IMAGES_URL, entitySchema: staffImageSchema };
const PAGE_SIZE = 24;

type ImageLibraryProps =
  /** The library page: each image links to its edit form. */
  | { mode: 'link'; hrefOf: (image: StaffImage) => string }
  /** The picker: each image is a toggle button. */
  | { mode: 'pick'; selectedIds: readonly number[]; onToggle: (image: StaffImage) => void };

/** The image library as a grid with search and pages (GET /api/images?search=&page=). */
export function ImageLibrary(props: ImageLibraryProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(
    listQueryOptions(images, {
      search,
      sort: '-createdAt',
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <div className={styles.library}>
      <SearchBox
        label={de.backoffice.resource.search}
        placeholder={t.searchPlaceholder}
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {list.isError ? (
        <Notice tone="error" onRetry={() => list.refetch()} isRetrying={list.isFetching}>
          {de.backoffice.errors.loadListFailed(de.backoffice.entities.images)}
        </Notice>
      ) : null}
      {list.isPending ? <Loader label={de.backoffice.common.loading} /> : null}
      {list.data && list.data.items.length === 0 ? (
        <p className={styles.hint}>{t.noImages}</p>
      ) : null}
      {list.data ? (
        <ul className={styles.grid} aria-busy={list.isFetching || undefined}>
          {list.data.items.map((image) => (
            <li key={image.id} className={styles.tile}>
              <LibraryTile image={image} {...props} />
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <Pagination page={Math.min(page, pages)} pages={pages} onPage={setPage} />
      ) : null}
    </div>
  );
}

function LibraryTile({ image, ...props }: ImageLibraryProps & { image: StaffImage }) {
  const body = (
    <>
      <img src={thumbnailUrl(image)} alt="" className={styles.thumb} loading="lazy" />
      <span className={styles.tileName}>{image.name}</span>
      <span className={styles.tileMeta}>{t.dimensions(image.width, image.height)}</span>
    </>
  );
  if (props.mode === 'link') {
    return (
      <Link to={props.hrefOf(image)} className={styles.tileButton} aria-label={t.open(image.name)}>
        {body}
      </Link>
    );
  }
  const isSelected = props.selectedIds.includes(image.id);
  return (
    <button
      type="button"
      className={styles.tileButton}
      aria-pressed={isSelected}
      onClick={() => props.onToggle(image)}
    >
      {body}
      {isSelected ? <span className={styles.selectedMark}>✓ {t.selected}</span> : null}
    </button>
  );
}
