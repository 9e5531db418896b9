// Placeholder: built by its issue.
export function Component() {
  return <p>home</p>;
}
