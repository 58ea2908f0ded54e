package br.com.exemplo.pedeja;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
