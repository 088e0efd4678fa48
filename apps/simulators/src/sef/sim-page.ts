import type { SimState } from './sim-state';
import type { SimTraffic } from './sim-faults';
import type { EotpSimState } from './sim-eotp-state';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** eOtpremnica's dispatch notes with buttons that play the carrier's and the buyer's side. */
function eotpSection(eotp: EotpSimState): string {
  const rows = [...eotp.notes.values()]
    .reverse()
    .map(
      (n) => `<tr><td>${esc(n.id.slice(0, 8))}…</td><td>${esc(n.number)}</td><td>${esc(n.lines.map((l) => `${l.lineId}: ${l.quantity}`).join(', '))}</td><td><b>${esc(n.status)}</b></td>
<td>${esc(n.receipt?.status ?? '')}</td><td>${esc(n.apiKey.slice(0, 8))}…</td><td>
${['delivered', 'cancelled', 'seized', 'fulfilled'].map((st) => `<button onclick="post('/sim/eotp/despatch-advices/${esc(n.id)}/status/${st}',{})">${st}</button>`).join(' ')}
<button onclick="post('/sim/eotp/despatch-advices/${esc(n.id)}/receipt',{accepted:true})">receipt: accept all</button>
<button onclick="receipt('${esc(n.id)}')">receipt: refuse…</button></td></tr>`,
    )
    .join('\n');
  return `<h2>eOtpremnica dispatch notes (under /eotp; accepted ${eotp.uploadsAccepted})</h2>
<table><tr><th>id</th><th>number</th><th>lines</th><th>status</th><th>receipt</th><th>key</th><th></th></tr>${rows || '<tr><td colspan=7>none</td></tr>'}</table>
<p>Fail eOtpremnica only: ${['down', 'unauthorized', 'drop-answer'].map((m) => `<button onclick="post('/sim/faults',{mode:'${m}',path:'/eotp/'})">${m}</button>`).join(' ')}
<button onclick="post('/sim/faults',{mode:'status',status:503,path:'/eotp/'})">5xx</button></p>`;
}

/** The simulator's page: its invoices and dispatch notes with buttons that play SEF's side, and its failures. */
export function simPage(state: SimState, traffic: SimTraffic, more = '', eotp?: EotpSimState): string {
  const sales = [...state.sales.values()].reverse();
  const purchases = [...state.purchases.values()].reverse();
  const salesRows = sales
    .map(
      (inv) => `<tr><td>${inv.salesInvoiceId}</td><td>${esc(inv.facts.number)}</td><td>${esc(inv.facts.buyer.name)} ${esc(inv.facts.buyer.vatNumber)}</td><td>${esc(inv.facts.payable)}</td>
<td><b>${esc(inv.status)}</b> ${esc(inv.comment)}</td><td>${esc(inv.apiKey.slice(0, 8))}…</td><td>
${['approve', 'reject', 'cancel', 'storno', 'mistake'].map((a) => `<button onclick="act('sales-invoices',${inv.salesInvoiceId},'${a}')">${a}</button>`).join(' ')}</td></tr>`,
    )
    .join('\n');
  const purchaseRows = purchases
    .map(
      (inv) => `<tr><td>${inv.purchaseInvoiceId}</td><td>${esc(inv.facts.number)}</td><td>${esc(inv.facts.supplier.name)} ${esc(inv.facts.supplier.vatNumber)}</td><td>${esc(inv.facts.payable)}</td>
<td><b>${esc(inv.status)}</b> ${esc(inv.comment)}</td><td>${esc(inv.apiKey.slice(0, 8))}…</td><td>
${['cancel', 'storno', 'seen', 'renotify'].map((a) => `<button onclick="act('purchase-invoices',${inv.purchaseInvoiceId},'${a}')">${a}</button>`).join(' ')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>SEF simulator</title>
<style>body{font:14px sans-serif;margin:1.5em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 6px}textarea{width:100%;height:8em}</style></head><body>
<h1>SEF simulator</h1>
<p>Today ${esc(state.today())} · rate limit ${traffic.rateLimitOn ? `${traffic.rate.limit}/${traffic.rate.windowMs} ms` : 'off'} · requestId replay: ${esc(state.requestIdReplay)} · accepted uploads ${state.uploadsAccepted} · calls ${traffic.calls.length}
· faults queued: ${esc(traffic.faults.map((f) => f.mode + (f.status ? ` ${f.status}` : '')).join(', ') || 'none')}</p>
<h2>Sales invoices (received from the product)</h2>
<table><tr><th>id</th><th>number</th><th>buyer</th><th>payable</th><th>status</th><th>key</th><th></th></tr>${salesRows || '<tr><td colspan=7>none</td></tr>'}</table>
<h2>Purchase invoices (delivered to the product)</h2>
<table><tr><th>id</th><th>number</th><th>supplier</th><th>payable</th><th>status</th><th>key</th><th></th></tr>${purchaseRows || '<tr><td colspan=7>none</td></tr>'}</table>
${more}
${eotp ? eotpSection(eotp) : ''}
<h3>Deliver a purchase invoice</h3>
<p>API key of the receiving company <input id="key" size="40"></p><textarea id="xml" placeholder="UBL Invoice XML"></textarea>
<button onclick="post('/sim/purchase-invoices',{apiKey:document.getElementById('key').value,xml:document.getElementById('xml').value})">deliver</button>
<h3>Fail</h3>
<p>${['down', 'slow', 'unauthorized', 'malformed', 'drop-answer'].map((m) => `<button onclick="post('/sim/faults',{mode:'${m}',delayMs:5000})">${m}</button>`).join(' ')}
<button onclick="post('/sim/faults',{mode:'status',status:500})">5xx</button>
<button onclick="post('/sim/faults',{mode:'status',status:400,errorCode:prompt('ErrorCode','UBLDocumentNotValid'),message:prompt('Message','The document is not valid.')})">4xx</button>
<button onclick="fetch('/sim/faults',{method:'DELETE'}).then(()=>location.reload())">clear faults</button>
<button onclick="post('/sim/settings',{dayOffset:${state.dayOffset + 1}})">next day</button>
<button onclick="post('/sim/reset',{})">reset</button></p>
<script>
function post(url, body){return fetch(url,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)}).then(r=>r.ok?location.reload():r.text().then(alert));}
function receipt(id){const line=prompt('Line');if(line===null)return;const received=Number(prompt('Received','0'));const rejected=Number(prompt('Refused','1'));post('/sim/eotp/despatch-advices/'+id+'/receipt',{lines:[{lineId:line,received,rejected,reason:prompt('Reason','')||undefined}]});}
function act(kind,id,action){const body={};if(['reject','cancel','storno','mistake'].includes(action)){const c=prompt('Comment');if(c===null)return;body.comment=c;}post('/sim/'+kind+'/'+id+'/'+action,body);}
</script></body></html>`;
}
