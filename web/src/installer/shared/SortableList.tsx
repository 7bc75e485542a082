import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import './sortable.css';

/** The class of a row button's visible word ("Up", "Down", "Remove"): hidden on a phone, where the icon stays. */
export const MOVE_LABEL_CLASS = 'dash-sortable__move-label';

interface Props<T> {
  items: T[];
  idOf: (item: T) => string;
  onChange: (items: T[]) => void;
  /** The list's accessible name, e.g. "Featured projects in order". */
  label: string;
  /** The item's name in its controls: "Drag {name}", "Move {name} up". */
  nameOf: (item: T, index: number) => string;
  /** The row's accessible name (default: its name). */
  rowLabel?: (item: T, index: number) => string;
  /** What the row shows between its handle and its buttons. */
  children: (item: T, index: number) => ReactNode;
  /** More buttons after Up and Down. */
  actions?: (item: T, index: number) => ReactNode;
  /** Shows each row's place (1, 2, …) after its handle. */
  numbered?: boolean;
  disabled?: boolean;
  className?: string;
}

interface RowProps<T> extends Omit<Props<T>, 'items' | 'idOf' | 'onChange' | 'label' | 'className'> {
  id: string;
  item: T;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
}

const Row = <T,>({
  id,
  item,
  index,
  count,
  move,
  nameOf,
  rowLabel,
  children,
  actions,
  numbered,
  disabled,
}: RowProps<T>) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const name = nameOf(item, index);
  return (
    <li
      ref={setNodeRef}
      className={`dash-sortable__row${isDragging ? ' dash-sortable__row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={rowLabel ? rowLabel(item, index) : name}
    >
      <button
        type="button"
        className="dash-sortable__handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        disabled={disabled}
        aria-label={`Drag ${name}`}
      >
        <HolderOutlined />
      </button>
      {numbered && (
        <span className="dash-sortable__pos" aria-hidden="true">
          {index + 1}
        </span>
      )}
      {children(item, index)}
      <Space size={4} className="dash-sortable__moves" wrap>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          disabled={disabled || index === 0}
          onClick={() => move(index, index - 1)}
          aria-label={`Move ${name} up`}
        >
          <span className={MOVE_LABEL_CLASS}>Up</span>
        </Button>
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          disabled={disabled || index === count - 1}
          onClick={() => move(index, index + 1)}
          aria-label={`Move ${name} down`}
        >
          <span className={MOVE_LABEL_CLASS}>Down</span>
        </Button>
        {actions?.(item, index)}
      </Space>
    </li>
  );
};

/**
 * A list staff put in order (featured projects, a project's photos, the logo wall): drag a
 * row by its handle (mouse, touch, or keyboard: Space, arrows, Space) or use its Up and Down
 * buttons. `onChange` gets the items in their new order.
 */
export const SortableList = <T,>({ items, idOf, onChange, label, className, ...row }: Props<T>) => {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => to >= 0 && to < items.length && onChange(arrayMove(items, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(
      arrayMove(
        items,
        items.findIndex((x) => idOf(x) === active.id),
        items.findIndex((x) => idOf(x) === over.id),
      ),
    );
  };
  const ids = items.map(idOf);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={`dash-sortable${className ? ` ${className}` : ''}`} aria-label={label}>
          {items.map((item, i) => (
            <Row key={ids[i]} id={ids[i]} item={item} index={i} count={items.length} move={move} {...row} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
};
