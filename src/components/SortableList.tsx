import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import styles from './SortableList.module.css';

// A list the administrator puts in order: drag an item by its handle (mouse, touch, or
// keyboard: Space, arrows, Space — @dnd-kit/sortable), or press its 'Mover arriba' / 'Mover abajo'
// buttons. Either way the caller gets "this item to that index" and saves it; the list shows the
// new order once the caller passes it back (after the database confirmed it).

interface Item {
  id: number;
}

export function SortableList<T extends Item>({
  items,
  label,
  layout,
  itemLabel,
  spokenName = itemLabel,
  onMove,
  renderItem,
  className,
  itemClassName,
  controlsClassName,
}: {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  layout: 'list' | 'grid';
  /** How the item's buttons name it, e.g. "render 2" or "proyecto 3". */
  itemLabel: (item: T, index: number) => string;
  /** How drag announcements name it (default: itemLabel), e.g. "Casa Río — Norte". */
  spokenName?: (item: T, index: number) => string;
  onMove: (item: T, toIndex: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  itemClassName?: string;
  /** Lays out an item's handle and buttons (e.g. stacked beside a narrow row). */
  controlsClassName?: string;
}) {
  const sensors = useSensors(
    // A press that does not move is a click (selecting a project), not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: unknown) => items.findIndex((item) => item.id === id);
  const nameOf = (id: unknown) => {
    const index = indexOf(id);
    return index < 0 ? '' : spokenName(items[index]!, index);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Tomaste ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} está sobre la posición ${indexOf(over.id) + 1} de ${items.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Soltaste ${nameOf(active.id)} en la posición ${indexOf(over.id) + 1} de ${items.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Se canceló el movimiento de ${nameOf(active.id)}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(items[from]!, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover este elemento pulsa espacio, muévelo con las flechas y pulsa espacio otra vez para soltarlo; escape cancela.',
        },
      }}
    >
      <SortableContext
        items={items.map((item) => item.id)}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ul className={className} aria-label={label}>
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              id={item.id}
              name={itemLabel(item, index)}
              className={itemClassName}
              controlsClassName={controlsClassName}
              first={index === 0}
              last={index === items.length - 1}
              onUp={() => onMove(item, index - 1)}
              onDown={() => onMove(item, index + 1)}
            >
              {renderItem(item, index)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  name,
  className,
  controlsClassName,
  first,
  last,
  onUp,
  onDown,
  children,
}: {
  id: number;
  name: string;
  className?: string;
  controlsClassName?: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={[styles.item, isDragging ? styles.dragging : '', className].filter(Boolean).join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children}
      <div className={[styles.controls, controlsClassName].filter(Boolean).join(' ')}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={`Arrastrar para ordenar: ${name}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          className={styles.move}
          disabled={first}
          onClick={onUp}
          aria-label={`Mover arriba: ${name}`}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={styles.move}
          disabled={last}
          onClick={onDown}
          aria-label={`Mover abajo: ${name}`}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}
