export default function Page() {
  return <main>Bare page</main>
}
