(define (problem plan_trial_gmem_0019)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Apple_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_00_dot_89 - object
        Bowl_bar__plus_00_dot_13_bar__plus_01_dot_03_bar__plus_00_dot_24 - object
        Cup_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30 - object
        Pot_bar__plus_01_dot_09_bar__plus_00_dot_47_bar__plus_02_dot_95 - object
        Potato_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 - receptacle
        Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin - receptacle
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_30 - location
        loc_bar_1_bar_14_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_3_bar_14_bar_1_bar__minus_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar_4_bar_26_bar_1_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 CounterTopType)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleType Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 SafeType)
        (receptacleType Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin SinkBasinType)
        (objectType Apple_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_00_dot_89 AppleType)
        (objectType Bowl_bar__plus_00_dot_13_bar__plus_01_dot_03_bar__plus_00_dot_24 BowlType)
        (objectType Cup_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30 CupType)
        (objectType Pot_bar__plus_01_dot_09_bar__plus_00_dot_47_bar__plus_02_dot_95 PotType)
        (objectType Potato_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28 PotatoType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PotType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (pickupable Apple_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_00_dot_89)
        (cleanable Apple_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_00_dot_89)
        (heatable Apple_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_00_dot_89)
        (coolable Apple_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_00_dot_89)
        (sliceable Apple_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_00_dot_89)
        (pickupable Bowl_bar__plus_00_dot_13_bar__plus_01_dot_03_bar__plus_00_dot_24)
        (isReceptacleObject Bowl_bar__plus_00_dot_13_bar__plus_01_dot_03_bar__plus_00_dot_24)
        (cleanable Bowl_bar__plus_00_dot_13_bar__plus_01_dot_03_bar__plus_00_dot_24)
        (coolable Bowl_bar__plus_00_dot_13_bar__plus_01_dot_03_bar__plus_00_dot_24)
        (pickupable Cup_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30)
        (isReceptacleObject Cup_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30)
        (cleanable Cup_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30)
        (heatable Cup_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30)
        (coolable Cup_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30)
        (pickupable Pot_bar__plus_01_dot_09_bar__plus_00_dot_47_bar__plus_02_dot_95)
        (isReceptacleObject Pot_bar__plus_01_dot_09_bar__plus_00_dot_47_bar__plus_02_dot_95)
        (cleanable Pot_bar__plus_01_dot_09_bar__plus_00_dot_47_bar__plus_02_dot_95)
        (coolable Pot_bar__plus_01_dot_09_bar__plus_00_dot_47_bar__plus_02_dot_95)
        (pickupable Potato_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28)
        (cleanable Potato_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28)
        (heatable Potato_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28)
        (coolable Potato_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28)
        (sliceable Potato_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (openable Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Apple_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_00_dot_89 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (inReceptacle Bowl_bar__plus_00_dot_13_bar__plus_01_dot_03_bar__plus_00_dot_24 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (inReceptacle Cup_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (inReceptacle Pot_bar__plus_01_dot_09_bar__plus_00_dot_47_bar__plus_02_dot_95 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99)
        (inReceptacle Potato_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 loc_bar_1_bar_14_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 loc_bar_3_bar_4_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar_0_bar_5_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (receptacleAtLocation Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 loc_bar_4_bar_26_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin loc_bar_3_bar_9_bar_1_bar_30)
        (objectAtLocation Apple_bar__plus_01_dot_40_bar__plus_01_dot_08_bar__plus_00_dot_89 loc_bar_3_bar_4_bar_1_bar_30)
        (objectAtLocation Bowl_bar__plus_00_dot_13_bar__plus_01_dot_03_bar__plus_00_dot_24 loc_bar_1_bar_6_bar_2_bar_0)
        (objectAtLocation Cup_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30 loc_bar_3_bar_9_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_01_dot_09_bar__plus_00_dot_47_bar__plus_02_dot_95 loc_bar_1_bar_14_bar_1_bar_30)
        (objectAtLocation Potato_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28 loc_bar_3_bar_9_bar_1_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
